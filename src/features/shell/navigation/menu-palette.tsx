import { useMemo, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { useNavigate } from '@tanstack/react-router';
import type { MenuItem } from '@/api/generated/model';
import { createMenuSearch } from '@/lib/menu-search';
import { menuPages, type MenuPage } from '@/lib/menu-tree';
import { MenuIcon } from './menu-icon';
import { takeReturnFocus, takeTypedAhead } from './palette-shortcut';


/** The header search: fuzzy over the permitted menus' names and urls, usable by keyboard alone. */
export function MenuPalette({ menus, open, onOpenChange }: { menus: MenuItem[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = useMemo(() => createMenuSearch(menuPages(menus)), [menus]);
  const results = useMemo(() => search(query), [search, query]);

  const choose = (page: MenuPage) => {
    onOpenChange(false);
    setQuery('');
    if (page.external) window.open(page.url, '_blank', 'noopener,noreferrer');
    else void navigate({ to: page.url });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[900] bg-black/30" />
        <Dialog.Content
          aria-describedby={undefined}
          // Opened by the shortcut: the focus goes back where it was before it (the dialog would give it to
          // the box that held the keys typed ahead, gone by then).
          onCloseAutoFocus={(event) => {
            const element = takeReturnFocus();
            if (element) {
              event.preventDefault();
              element.focus();
            }
          }}
          className="fixed top-[15vh] left-1/2 z-[901] w-[min(560px,92vw)] -translate-x-1/2 overflow-hidden rounded-lg bg-white shadow-2xl">
          <Dialog.Title className="sr-only">搜索菜单</Dialog.Title>
          <Command shouldFilter={false} label="搜索菜单" loop>
            <Command.Input
              value={query}
              onValueChange={setQuery}
              // What was typed after the shortcut, until the box had the focus, goes into it. Taken when the
              // focus comes, not when the palette is first drawn: text typed between the two (the drawing may
              // yield to it, and the dialog focuses its box in an effect after) was lost.
              onFocus={() => {
                const typed = takeTypedAhead();
                if (typed) setQuery((current) => current + typed);
              }}
              placeholder="搜索菜单名称或地址"
              className="h-12 w-full border-b border-slate-200 px-4 text-sm outline-none"
            />
            <Command.List className="max-h-80 overflow-y-auto p-2">
              <Command.Empty className="py-6 text-center text-sm text-slate-500">没有匹配的菜单</Command.Empty>
              {results.map((page) => (
                <Command.Item
                  key={page.id}
                  value={String(page.id)}
                  onSelect={() => choose(page)}
                  className="flex cursor-pointer items-center gap-3 rounded px-3 py-2 text-sm data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary-active"
                >
                  <MenuIcon name={page.icon} className="text-slate-500" />
                  <span className="flex-1">
                    {page.trail.length > 0 && <span className="text-slate-500">{page.trail.join(' / ')} / </span>}
                    {page.name}
                  </span>
                  <span className="text-xs text-slate-600">{page.external ? '新窗口' : page.url}</span>
                </Command.Item>
              ))}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
