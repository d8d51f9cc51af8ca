/**
 * The "how it works" steps of the parcel home from `other-banners/video-content`: the backend sends keyed rows
 * (`content1_title`, `content1_subtitle`, …) in `banner_contents`, or ready `{title, subtitle}` objects. Pure.
 */
export interface HowStep {
  title: string;
  subtitle: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function howItWorksSteps(contents: readonly unknown[] | null | undefined): HowStep[] {
  const keyed = new Map<string, string>();
  const direct: HowStep[] = [];
  for (const row of contents ?? []) {
    if (!row || typeof row !== 'object') continue;
    const record = row as Record<string, unknown>;
    if (typeof record.key === 'string') keyed.set(record.key, textOf(record.value));
    else if (textOf(record.title)) direct.push({ title: textOf(record.title), subtitle: textOf(record.subtitle ?? record.sub_title) });
  }
  const fromKeys: HowStep[] = [];
  for (let index = 1; keyed.has(`content${index}_title`); index += 1) {
    const title = keyed.get(`content${index}_title`) ?? '';
    if (title) fromKeys.push({ title, subtitle: keyed.get(`content${index}_subtitle`) ?? '' });
  }
  return fromKeys.length > 0 ? fromKeys : direct;
}

/** The section title among the keyed rows, when the answer's `section_title` is empty. */
export function keyedValue(contents: readonly unknown[] | null | undefined, key: string): string {
  const row = (contents ?? []).find((entry) => !!entry && typeof entry === 'object' && (entry as Record<string, unknown>).key === key) as Record<string, unknown> | undefined;
  return textOf(row?.value);
}
