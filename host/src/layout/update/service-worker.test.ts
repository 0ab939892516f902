import { describe, expect, it, jest } from '@jest/globals';
import { watchForUpdates } from './service-worker';

/** A registration whose `installing` worker can be moved to 'installed', as the browser does. */
class FakeWorker extends EventTarget {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}
class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = async () => {};
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}
const containerOf = (registration: FakeRegistration, controller: object | null) => {
  const container = new EventTarget() as EventTarget & { controller: object | null; register: () => unknown };
  container.controller = controller;
  container.register = async () => registration;
  return container as unknown as ServiceWorkerContainer;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the update watch', () => {
  it('offers nothing on the very first install, and reloads nothing when that worker takes control', async () => {
    const registration = new FakeRegistration();
    const container = containerOf(registration, null);
    const onUpdate = jest.fn();
    const reload = jest.fn();
    watchForUpdates(onUpdate, container, reload);
    await settle();
    const worker = new FakeWorker();
    registration.found(worker);
    worker.install();
    container.dispatchEvent(new Event('controllerchange'));
    expect(onUpdate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version once installed, and only applying it hands over and reloads', async () => {
    const registration = new FakeRegistration();
    const container = containerOf(registration, {});
    let apply: (() => void) | undefined;
    const reload = jest.fn();
    watchForUpdates((next) => (apply = next), container, reload);
    await settle();
    const worker = new FakeWorker();
    registration.found(worker);
    expect(apply).toBeUndefined();
    worker.install();
    expect(apply).toBeDefined();
    expect(worker.messages).toEqual([]);
    apply?.();
    expect(worker.messages).toEqual(['skipWaiting']);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const onUpdate = jest.fn();
    watchForUpdates(onUpdate, containerOf(registration, {}), jest.fn());
    await settle();
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
