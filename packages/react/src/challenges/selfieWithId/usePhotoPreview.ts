'use client';

import { useEffect, useState } from 'react';

export interface PhotoPreview {
  photo: File;
  /** An object URL of `photo`, revoked when the photo changes or the screen goes. */
  url: string;
}

/**
 * A preview address for the chosen photo: an object URL (no copy of a 10 MB file in memory as
 * a data URL), made after render and revoked on change and unmount. Null while there is no
 * photo, and for the one render where a new photo has no URL yet.
 */
export function usePhotoPreview(photo: File | null): PhotoPreview | null {
  const [preview, setPreview] = useState<PhotoPreview | null>(null);
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- an object URL is made after render, to be revoked in the cleanup
    setPreview({ photo, url });
    return () => {
      URL.revokeObjectURL(url);
      // Forgotten with its URL: the same photo chosen again must not show a revoked one.
      setPreview(null);
    };
  }, [photo]);
  return preview && preview.photo === photo ? preview : null;
}
