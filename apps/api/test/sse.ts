/** One server-sent event: its name and its JSON data. */
export interface ParsedEvent {
  event: string;
  data: unknown;
}

/**
 * Parses a `text/event-stream` body (events separated by a blank line, `event:` and `data:` lines) into its
 * events, data parsed as JSON.
 */
export function parseEvents(body: string): ParsedEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice('event: '.length);
        else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
      }
      return { event, data: JSON.parse(data.join('\n')) as unknown };
    });
}
