/**
 * Fills the "{name}" slots of a message that a client island received as plain text (a
 * function cannot be a prop). A slot whose name is capitalised in `values` ("{Label}") takes
 * the value as written; the same name in lower case ("{label}") takes it in lower case, as
 * "Enter your {label}." needs. Unknown slots stay as they are.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    if (name in values) return String(values[name]);
    const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
    return capitalised in values ? String(values[capitalised]).toLowerCase() : slot;
  });
}
