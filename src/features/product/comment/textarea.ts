/** A multi-line input styled like the console's Input. */
export const textareaClass = (invalid: boolean) =>
  `w-full rounded border bg-white px-3 py-1.5 text-sm text-slate-800 outline-none transition-colors placeholder:text-slate-400 focus:border-primary disabled:bg-slate-100 ${invalid ? 'border-danger' : 'border-slate-300 hover:border-slate-400'}`;
