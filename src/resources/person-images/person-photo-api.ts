// A person of a photo gallery as GET /api/student-images and /api/teacher-images answer it, and
// the calls that change its photos (server/images/routes.ts).
import { apiFetch } from '../../providers/http-client.ts';

export type GalleryKind = 'student' | 'teacher';

export interface GalleryPhoto {
  id: number;
  photo_path: string;
  thumb_path: string;
  width: number;
  height: number;
  is_profile: boolean;
  updated_at: string;
}

export interface PersonPhoto {
  party_id: number;
  name: string;
  /** a student's grade level */
  detail: string | null;
  /** the profile photo's id and fields, null without photos */
  photo_id: number | null;
  photo_path: string | null;
  thumb_path: string | null;
  width: number | null;
  height: number | null;
  updated_at: string | null;
  photo_count: number;
  /** newest first */
  photos: GalleryPhoto[];
  editable: boolean;
}

export function uploadPhoto(kind: GalleryKind, partyId: number, file: File): Promise<PersonPhoto> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<PersonPhoto>(`/${kind}-images/${partyId}/photos`, { method: 'POST', body });
}

export function setProfilePhoto(kind: GalleryKind, partyId: number, photoId: number): Promise<PersonPhoto> {
  return apiFetch<PersonPhoto>(`/${kind}-images/${partyId}/photos/${photoId}/profile`, { method: 'POST' });
}

export function deletePhoto(kind: GalleryKind, partyId: number, photoId: number): Promise<void> {
  return apiFetch<void>(`/${kind}-images/${partyId}/photos/${photoId}`, { method: 'DELETE' });
}
