// Apart from the message files, so that browser code fills in a message without carrying every language.
/** A message with `{name}` placeholders filled in. */
export function format(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
