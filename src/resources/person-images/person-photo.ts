// A person of a photo gallery as GET /api/student-images and /api/teacher-images answer it.
import { apiFetch } from '../../providers/http-client.ts';

export type GalleryKind = 'student' | 'teacher';

export interface PersonPhoto {
  party_id: number;
  name: string;
  /** a student's grade level */
  detail: string | null;
  photo_path: string | null;
  thumb_path: string | null;
  width: number | null;
  height: number | null;
  updated_at: string | null;
  editable: boolean;
}

export function uploadPhoto(kind: GalleryKind, partyId: number, file: File): Promise<PersonPhoto> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<PersonPhoto>(`/${kind}-images/${partyId}`, { method: 'PUT', body });
}

export function deletePhoto(kind: GalleryKind, partyId: number): Promise<void> {
  return apiFetch<void>(`/${kind}-images/${partyId}`, { method: 'DELETE' });
}
