// The fixtures of the API tests are the demo's answers (one place for what a complete disclosure is).
export * from '../demo/demo-disclosure';
