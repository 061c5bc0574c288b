/** A test island: prints what arrived of props that JSON alone would lose. */
export function PropsProbe({
  when,
  tags,
  prices,
  link,
  big,
}: {
  when: Date;
  tags: Set<string>;
  prices: Map<string, number>;
  link: URL;
  big: bigint;
}) {
  return (
    <dl className="props-probe">
      <dt>when</dt>
      <dd data-kind={when instanceof Date ? 'Date' : typeof when}>{when.toISOString()}</dd>
      <dt>tags</dt>
      <dd data-kind={tags instanceof Set ? 'Set' : typeof tags}>{[...tags].join(',')}</dd>
      <dt>prices</dt>
      <dd data-kind={prices instanceof Map ? 'Map' : typeof prices}>
        {[...prices].map(([k, v]) => `${k}=${v}`).join(',')}
      </dd>
      <dt>link</dt>
      <dd data-kind={link instanceof URL ? 'URL' : typeof link}>{link.pathname}</dd>
      <dt>big</dt>
      <dd data-kind={typeof big}>{big.toString()}</dd>
    </dl>
  );
}
