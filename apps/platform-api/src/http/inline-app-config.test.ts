import { withInlineAppConfig } from './inline-app-config';

describe('inlining the apps’ configuration into a page', () => {
  it('puts it as JSON data just before </head>', () => {
    const page = withInlineAppConfig('<html><head><title>T</title></head><body></body></html>', {
      a: 1,
    });
    expect(page).toBe(
      '<html><head><title>T</title><script type="application/json" id="app-config">{"a":1}</script></head><body></body></html>',
    );
  });

  it('writes < so that no value can close the element and start markup of its own', () => {
    const page = withInlineAppConfig('<head></head>', { name: '</script><script>alert(1)' });
    expect(page).not.toContain('</script><script>');
    const json = /id="app-config">(.*)<\/script>/.exec(page)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)' });
  });
});
