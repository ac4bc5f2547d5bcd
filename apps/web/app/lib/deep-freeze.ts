/**
 * Freezes a value and everything in it. What the server keeps across pages (views cut from kept
 * hot reads, their menus) is deep-frozen: a kept slice's key and a carried JSON text are made once
 * per frozen object (decisions 0194, 0195), which is only right if nothing in it can change.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
