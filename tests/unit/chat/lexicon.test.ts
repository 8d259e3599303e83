import { describe, expect, it } from 'vitest';
import { lexiconScreen } from '../../../server/chat/lexicon.ts';

describe('the on-device safety lexicon', () => {
  it('finds each category whatever the case, punctuation and accents', () => {
    expect(lexiconScreen("I'm going to KILL MYSELF tonight")).toBe('self_harm');
    expect(lexiconScreen('thinking about self-harm again')).toBe('self_harm');
    expect(lexiconScreen('My uncle hits me when he is angry')).toBe('abuse');
    expect(lexiconScreen('I will bring a gun to school')).toBe('violence');
    expect(lexiconScreen('They laugh at me every day in class')).toBe('bullying');
  });

  it('leaves ordinary questions alone, including words that only contain a phrase', () => {
    expect(lexiconScreen('How did the Romans build aqueducts?')).toBeNull();
    expect(lexiconScreen('What is the skillset of a historian?')).toBeNull();
    expect(lexiconScreen('Explain photosynthesis')).toBeNull();
  });
});
