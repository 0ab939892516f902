export type GreetingKey = 'goodMorning' | 'goodAfternoon' | 'goodEvening';

/**
 * The sidebar's greeting by the visitor's local time. The spec says "morning before 6 to 12, afternoon, evening;
 * split at 6 and 12"; we read it as three spans split at 06:00, 12:00 and 18:00:
 * morning 06:00–11:59, afternoon 12:00–17:59, evening 18:00–05:59 (the small hours count as evening).
 */
export function greetingFor(date: Date): GreetingKey {
  const hour = date.getHours();
  if (hour >= 6 && hour < 12) return 'goodMorning';
  if (hour >= 12 && hour < 18) return 'goodAfternoon';
  return 'goodEvening';
}
