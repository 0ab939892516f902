// Jest's jsdom environment with the Fetch API classes jsdom lacks (Request, Response, Headers, the streams,
// BroadcastChannel) taken from Node, as jest-fixed-jsdom does: MSW builds a Fetch API Request from every
// XMLHttpRequest the api client sends. jsdom keeps its own AbortController, which its event listeners require, so
// a Request handed jsdom's AbortSignal follows it through one of Node's.
const { TestEnvironment } = require('jest-environment-jsdom');

const nodeSignal = (signal) => {
  const controller = new AbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
};

class RequestWithJsdomSignal extends Request {
  constructor(input, init) {
    const signal = init?.signal;
    super(input, signal && !(signal instanceof AbortSignal) ? { ...init, signal: nodeSignal(signal) } : init);
  }
}

class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request: RequestWithJsdomSignal,
      Response,
      Headers,
      ReadableStream,
      TransformStream,
      WritableStream,
      BroadcastChannel,
    });
  }
}

module.exports = JsdomWithFetchClasses;
