import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Greeting() {
  return <p>Hello</p>;
}

describe('lazyScreen', () => {
  it('draws at once after preload, as the prerender and a hydration need', async () => {
    const Screen = lazyScreen(async () => Greeting);
    await Screen.preload();
    expect(renderToString(<Screen />)).toBe('<p>Hello</p>');
  });

  it('fetches its code once, however often it is preloaded and drawn', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads += 1;
      return Greeting;
    });
    await Promise.all([Screen.preload(), Screen.preload()]);
    renderToString(<Screen />);
    renderToString(<Screen />);
    expect(loads).toBe(1);
  });

  it('passes on a failure to fetch the code', async () => {
    const Screen = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(Screen.preload()).rejects.toThrow('Failed to fetch dynamically imported module');
  });
});
