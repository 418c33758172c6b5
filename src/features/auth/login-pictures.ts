import { useEffect, useState } from 'react';
import { getLoginPic } from '@/api/generated/functions/auth/auth';
import type { LoginPic } from '@/api/generated/model';
import { afterPaint } from '@/lib/after-paint';

/**
 * The sign-in page's pictures and site name, asked for once the form is on screen: they only
 * decorate it, and the HTTP client they need would otherwise load ahead of the form. A failure
 * leaves the plain page (the client has said why).
 */
export function useLoginPictures() {
  const [pictures, setPictures] = useState<LoginPic>();
  useEffect(() => {
    let live = true;
    const cancel = afterPaint(() => {
      getLoginPic()
        .then((pic) => live && setPictures(pic))
        .catch(() => {});
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return pictures;
}
