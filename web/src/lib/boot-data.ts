/**
 * Answers the server put inside the page (a `<script type="application/json" id="vh-boot">`,
 * server/src/plugins/room-boot.ts): the auction room of a signed-in buyer comes with its login
 * check and first page of lots, so the room draws as soon as its code runs instead of asking then.
 * Each answer is taken once: a later visit to the same screen asks the API as usual.
 */
const BOOT_ELEMENT_ID = 'vh-boot';

let boot: Record<string, unknown> | null | undefined;
const taken = new Set<string>();

function read(): Record<string, unknown> | null {
  if (boot !== undefined) return boot;
  boot = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_ELEMENT_ID);
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) boot = parsed as Record<string, unknown>;
    } catch {
      // A page cut short: the app asks the API itself.
    }
  }
  return boot;
}

/** The answer the page carries under `name`, once; undefined when it carries none. */
export function takeBootAnswer(name: string): unknown {
  const data = read();
  if (!data || taken.has(name) || !Object.hasOwn(data, name)) return undefined;
  taken.add(name);
  return data[name];
}
