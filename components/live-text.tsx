/**
 * Text that an island changes while the page is open, beside other text. A browser translator
 * replaces a page's text nodes with its own <font> elements; React, which keeps the nodes it
 * made, would then update a node no longer on the page (the visitor sees the old words) or
 * throw placing one beside it. Here the text is the only child of an element that is replaced
 * whole when the text changes, inside a wrapper of its own, so React only ever removes and
 * appends elements it still finds where it left them.
 */
export function LiveText({ children }: { children: string }) {
  return (
    <span>
      <span key={children}>{children}</span>
    </span>
  );
}
