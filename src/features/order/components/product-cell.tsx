/** A product of an order line: picture and name, the way every order table shows it. */
export function ProductCell({ image, name }: { image: string; name: string }) {
  return (
    <span className="flex items-center gap-2">
      <img src={image} alt="" className="size-10 shrink-0 rounded object-cover" />
      <span className="line-clamp-2 max-w-56 break-words whitespace-normal">{name}</span>
    </span>
  );
}
