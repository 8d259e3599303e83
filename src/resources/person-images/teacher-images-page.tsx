import { GalleryPage } from './gallery-page.tsx';

export default function TeacherImagesPage() {
  return <GalleryPage kind="teacher" />;
}
