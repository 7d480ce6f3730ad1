/** A Content-Security-Policy header as its directives: `script-src` -> [`'self'`, ...]. */
export function cspDirectives(csp: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values] as const;
      }),
  );
}
