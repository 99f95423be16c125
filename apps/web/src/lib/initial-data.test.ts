import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, peekInitialData, resetInitialData, takeInitialData } from './initial-data';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ELEMENT_ID;
  script.textContent = text;
  document.head.appendChild(script);
  resetInitialData();
}

afterEach(() => {
  document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
  resetInitialData();
});

describe('initial data embedded by the server', () => {
  it('is seen by peeks until taken, and taken once', () => {
    embed(JSON.stringify({ '/animals/7': { imie: 'Pestka </script>' }, '/animals/7/images': [] }));
    expect(peekInitialData('/animals/7')).toEqual({ imie: 'Pestka </script>' });
    expect(peekInitialData('/animals/7')).toEqual({ imie: 'Pestka </script>' });
    expect(takeInitialData('/animals/7')).toEqual({ imie: 'Pestka </script>' });
    expect(takeInitialData('/animals/7')).toBeUndefined();
    expect(peekInitialData('/animals/7')).toBeUndefined();
    expect(takeInitialData('/animals/7/images')).toEqual([]);
  });

  it('is empty without the element (vite dev, pages without data) or with malformed JSON', () => {
    expect(peekInitialData('/animals/available')).toBeUndefined();
    embed('{"/animals/available": [');
    expect(takeInitialData('/animals/available')).toBeUndefined();
    document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
    embed('[1, 2]');
    expect(takeInitialData('0')).toBeUndefined();
  });
});
