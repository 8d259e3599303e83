// The roster screen's answer view names the files of a OneRoster 1.2 bundle that were not read
// (issue #28: userProfiles.csv, categories.csv are accepted and reported as skipped).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { RosterResultView } from '../../../src/resources/rostering/roster-result.tsx';

describe('RosterResultView', () => {
  it('lists the skipped files, and says nothing of them when there are none', () => {
    const result = { dryRun: true, ok: true, counts: {}, errors: [] };
    const skipped = [
      { file: 'userProfiles.csv', message: 'skipped' },
      { file: 'categories.csv', message: 'skipped' },
    ];
    expect(renderToStaticMarkup(<RosterResultView result={{ ...result, skipped }} />)).toContain(
      'Not read: userProfiles.csv, categories.csv',
    );
    expect(renderToStaticMarkup(<RosterResultView result={result} />)).not.toContain('Not read');
  });
});
