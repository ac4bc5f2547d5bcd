/** Selects that already show their starting value (a remount gets a new element). */
const applied = new WeakSet<HTMLSelectElement>();

/**
 * A ref for a `<select defaultValue>` whose options sit in `<optgroup>`s. The browser runtime
 * (Preact, decision 0183) applies `defaultValue` only to direct `<option>` children, so a select
 * rendered in the browser would start on its first option; this sets the value once, when the
 * element is attached, and leaves later choices to the visitor. Harmless under React.
 */
export function initialSelectValue(value: string) {
  return (element: HTMLSelectElement | null) => {
    if (!element || applied.has(element)) return;
    applied.add(element);
    element.value = value;
  };
}
