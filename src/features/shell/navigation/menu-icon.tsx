import { Icon, isIconName } from '@/components/icons';

/** A menu's icon from the server's icon name, or nothing for a name the console does not know. */
export function MenuIcon({ name, className = '' }: { name: string; className?: string }) {
  if (!isIconName(name)) return null;
  return <Icon name={name} size={16} className={className} />;
}
