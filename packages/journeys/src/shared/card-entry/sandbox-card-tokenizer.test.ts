import { createSandboxCardTokenizer } from './sandbox-card-tokenizer';

const TEXTS = { frameTitle: 'Secure card details', failed: 'The card could not be checked.' };

/** A message as the field's frame sends it (or another window, or another origin). */
function fromFrame(frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
}

async function mounted() {
  const host = document.createElement('div');
  document.body.append(host);
  const tokenizer = createSandboxCardTokenizer('/sandbox/card-field', TEXTS);
  const shown = tokenizer.mount(host);
  const frame = host.querySelector('iframe') as HTMLIFrameElement;
  fromFrame(frame, { type: 'card-field:ready' });
  await shown;
  const sent = jest.spyOn(frame.contentWindow as Window, 'postMessage');
  return { host, tokenizer, frame, sent };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the card sandbox’s field in its frame', () => {
  it('frames the field at the page’s own origin, with a title, and is shown once it says ready', async () => {
    const { frame } = await mounted();
    expect(frame.src).toBe(`${window.location.origin}/sandbox/card-field`);
    expect(frame.title).toBe('Secure card details');
  });

  it('asks the frame for a token at its origin and answers the token it sends back', async () => {
    const { tokenizer, frame, sent } = await mounted();
    const answer = tokenizer.createToken();
    expect(sent).toHaveBeenCalledWith(
      { type: 'card-field:tokenize', requestId: '1' },
      window.location.origin,
    );
    fromFrame(frame, { type: 'card-field:token', requestId: '1', token: 'tok_test_1' });
    await expect(answer).resolves.toEqual({ token: 'tok_test_1' });
  });

  it('answers the field’s own error message', async () => {
    const { tokenizer, frame } = await mounted();
    const answer = tokenizer.createToken();
    fromFrame(frame, {
      type: 'card-field:error',
      requestId: '1',
      message: 'Enter a valid card number',
    });
    await expect(answer).resolves.toEqual({ error: 'Enter a valid card number' });
  });

  it('ignores a token from another origin or another window', async () => {
    const { tokenizer, frame } = await mounted();
    const answer = tokenizer.createToken();
    const settled = jest.fn();
    void answer.then(settled);
    fromFrame(
      frame,
      { type: 'card-field:token', requestId: '1', token: 'tok_evil' },
      'https://evil.test',
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'card-field:token', requestId: '1', token: 'tok_evil' },
        origin: window.location.origin,
        source: window,
      }),
    );
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    fromFrame(frame, { type: 'card-field:token', requestId: '1', token: 'tok_good' });
    await expect(answer).resolves.toEqual({ token: 'tok_good' });
  });

  it('takes the height the field asks for, so nothing in it is cut off at 390 px', async () => {
    const { frame } = await mounted();
    fromFrame(frame, { type: 'card-field:resize', height: 251.5 });
    expect(frame.style.height).toBe('252px');
  });

  it('removes the frame on destroy and fails a request still waiting', async () => {
    const { host, tokenizer } = await mounted();
    const answer = tokenizer.createToken();
    tokenizer.destroy();
    await expect(answer).resolves.toEqual({ error: 'The card could not be checked.' });
    expect(host.querySelector('iframe')).toBeNull();
    await expect(tokenizer.createToken()).resolves.toEqual({
      error: 'The card could not be checked.',
    });
  });
});
