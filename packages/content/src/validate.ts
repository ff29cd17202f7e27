/**
 * `validateCatalogue`: checks the catalogue in two passes and reports every problem at once, each at the path
 * of the field it is about. It does not run on import (index.ts): this package's tests, the site's build
 * (apps/site/react-router.config.ts) and the API's start call it, so a broken catalogue fails them.
 *
 * - validate/value-rules.ts: what each value must look like (zod), field by field.
 * - validate/references.ts: what each part names exists elsewhere, and the sets and counts §2/§3 fix, one
 *   check per section of the catalogue.
 */
import type { Catalogue } from './catalogue.ts';
import { formatPath, type PathSegment, type Problem } from './validate/problems.ts';
import { checkReferences } from './validate/references.ts';
import { catalogueShape } from './validate/value-rules.ts';

export { formatPath };

/**
 * Checks a catalogue: its shape (zod), every reference between its parts, the counts §2 fixes
 * (6 services, 6 industries, 8 locations, 4 case studies, 17/13/13/12 areas, blog counts, 9 privacy and
 * 12 terms sections), unique titles, descriptions of at most 160 characters, unique testimonials and city FAQs,
 * and the absence of placeholder text.
 *
 * @param catalogue the catalogue to check (usually `catalogue` from catalogue.ts)
 * @returns the same object, typed, when it is valid
 * @throws Error listing every problem, one per line, each as `path: message`, e.g.
 *   `industries[2].services[4].serviceId: unknown service id "cloud"`
 */
export function validateCatalogue(catalogue: unknown): Catalogue {
  const problems: Problem[] = [];
  const shape = catalogueShape.safeParse(catalogue);
  if (shape.success) {
    checkReferences(catalogue as Catalogue, problems);
  } else {
    for (const issue of shape.error.issues)
      problems.push({ path: issue.path as PathSegment[], message: issue.message });
    // Follow references too where the broken shape allows it, so one run reports as much as it can.
    try {
      checkReferences(catalogue as Catalogue, problems);
    } catch {
      // A part the reference checks need is missing; the shape problems above already say which.
    }
  }
  if (problems.length > 0) {
    const lines = problems.map((problem) => `${formatPath(problem.path)}: ${problem.message}`);
    throw new Error(
      `Invalid content catalogue (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    );
  }
  return catalogue as Catalogue;
}
