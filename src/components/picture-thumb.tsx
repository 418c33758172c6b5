import { useState } from 'react';
import { Dialog } from './ui/dialog';

/**
 * A small picture that opens larger in a dialog of the console. Uploaded files are never opened as a
 * page of the console's origin (a new tab on their address): what an upload holds stays an image.
 */
export function PictureThumb({ src, alt, label, title, className = 'size-10' }: { src: string; alt: string; label: string; title: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label={label} title={label} onClick={() => setOpen(true)} className="block rounded focus-visible:outline-2 focus-visible:outline-primary">
        <img src={src} alt={alt} className={`${className} rounded border border-slate-200 object-cover`} />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={title} width={640}>
        {open && <img src={src} alt={`${alt}大图`} className="mx-auto max-h-[60vh] max-w-full object-contain" />}
      </Dialog>
    </>
  );
}
