import { GalleryPage } from './gallery-page.tsx';

export default function StudentImagesPage() {
  return <GalleryPage kind="student" />;
}
