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

/**
 * Pictures in a row, each a PictureThumb named `name` and its place (退款凭证 1, 退款凭证 2…), the list named
 * `name`; nothing when there are none.
 */
export function PictureThumbs({ pictures, name, className, listClassName = 'flex flex-wrap gap-2' }: { pictures: readonly string[]; name: string; className?: string; listClassName?: string }) {
  if (pictures.length === 0) return null;
  return (
    <ul aria-label={name} className={listClassName}>
      {pictures.map((src, i) => (
        <li key={`${i}-${src.length}`}>
          <PictureThumb src={src} alt={`${name} ${i + 1}`} label={`查看${name} ${i + 1}`} title={name} className={className} />
        </li>
      ))}
    </ul>
  );
}
