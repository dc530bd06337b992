'use client';

import { useEffect, useId, useState } from 'react';
import { buttonClass } from '@/components/button';
import { inputClass } from '@/components/form/fields';
import { qrPath, qrSvgFile } from '@/lib/qr-code';
import { fill } from '@/lib/template';
import { useCopy } from './use-copy';

export type BookingLinkWords = {
  title: string;
  text: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  qrTitle: string;
  qrText: string;
  qrName: string;
  download: string;
};

/** The modules of the QR code for `text`, once the encoder has loaded (null until then). */
function useQrModules(text: string): boolean[][] | null {
  const [drawn, setDrawn] = useState<{ text: string; modules: boolean[][] } | null>(null);
  useEffect(() => {
    let current = true;
    // Loaded when a business is chosen, not with the page: the page's script stays as it was.
    import('uqr').then(({ encode }) => {
      if (current) setDrawn({ text, modules: encode(text, { ecc: 'M', border: 4 }).data });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return drawn?.text === text ? drawn.modules : null;
}

/**
 * A chosen business's booking page (`/services/{id}#book`) for social media: the link with a
 * copy button, and a QR code for the counter, drawn in the browser and downloadable as SVG.
 */
export function BookingLink({
  name,
  link,
  fileName,
  words,
}: {
  name: string;
  link: string;
  /** The download's file name, without its extension. */
  fileName: string;
  words: BookingLinkWords;
}) {
  const id = useId();
  const { field, outcome: copy, copy: copyLink } = useCopy<HTMLInputElement>();
  const modules = useQrModules(link);
  const qrName = fill(words.qrName, { link });
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl p-5 ring-1 ring-slate-200">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {words.title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{words.text}</p>
      <label
        htmlFor={`${id}-link`}
        className="mb-1.5 mt-4 block text-sm font-medium text-slate-800"
      >
        {fill(words.label, { name })}
      </label>
      <input
        id={`${id}-link`}
        ref={field}
        readOnly
        value={link}
        dir="ltr"
        className={`${inputClass} font-mono text-sm`}
      />
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={() => copyLink(link)}
          className={buttonClass({ size: 'sm' })}
        >
          {words.copy}
        </button>
        <p role="status" className="text-sm text-slate-700 empty:hidden">
          {copy === 'copied' ? words.copied : copy === 'failed' ? words.copyFailed : ''}
        </p>
      </div>
      <h4 className="mt-6 font-semibold text-slate-900">{words.qrTitle}</h4>
      <p className="mt-1 text-sm text-slate-700">{words.qrText}</p>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        {modules ? (
          <>
            <svg
              role="img"
              aria-label={qrName}
              viewBox={`0 0 ${modules.length} ${modules.length}`}
              shapeRendering="crispEdges"
              className="size-40 rounded-lg ring-1 ring-slate-200"
            >
              <rect width={modules.length} height={modules.length} fill="#fff" />
              <path fill="#000" d={qrPath(modules)} />
            </svg>
            <a
              href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvgFile(modules, qrName))}`}
              download={`${fileName}-qr.svg`}
              className="text-sm font-semibold text-brand-800 underline"
            >
              {words.download}
            </a>
          </>
        ) : (
          <div aria-hidden="true" className="size-40 rounded-lg bg-slate-100" />
        )}
      </div>
    </section>
  );
}
