/** The wizard's two button looks. */
export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700 disabled:shadow-none';

export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 text-base font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50';
