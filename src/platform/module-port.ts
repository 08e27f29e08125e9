/**
 * A function a module needs from a module that depends on it: the lower module declares the port and
 * calls it, the upper one plugs its implementation in from its `setup`, so neither import closes a
 * cycle between them (ADS-91). Until something is plugged in, `fallback` answers.
 */
interface ModulePort<F extends (...args: never[]) => unknown> {
  call: F;
  plug(implementation: F): void;
}

export function modulePort<F extends (...args: never[]) => unknown>(fallback: F): ModulePort<F> {
  let current = fallback;
  return {
    call: ((...args) => current(...args)) as F,
    plug: (implementation) => {
      current = implementation;
    },
  };
}
