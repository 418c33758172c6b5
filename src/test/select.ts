import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Takes an option in one of the console's selects, as a user does: opens the combobox (by its name, or
 * the element itself) and clicks the option by its text. Multi-selects stay open: each call toggles one.
 */
export async function chooseOption(user: UserEvent, select: string | HTMLElement, option: string) {
  const trigger = typeof select === 'string' ? screen.getByRole('combobox', { name: select }) : select;
  if (trigger.getAttribute('aria-expanded') !== 'true') await user.click(trigger);
  const list = await screen.findByRole('listbox');
  await user.click(within(list).getByRole('option', { name: option }));
}

/** What a select shows as chosen (its trigger's text; the placeholder when nothing is). */
export const shownChoice = (select: string | HTMLElement) => (typeof select === 'string' ? screen.getByRole('combobox', { name: select }) : select).textContent ?? '';
