import { describe, expect, it } from "vitest";
import { parseLivePayload } from "./payload";
import { LiveSubscribers, STREAMS_PER_ACCOUNT, type LiveSubscriber } from "./subscribers";

function stream(userId: string, admin = false) {
  const seen = { changed: 0, ended: [] as string[] };
  const subscriber: LiveSubscriber = {
    userId,
    admin,
    changed: () => {
      seen.changed += 1;
    },
    end: (reason) => {
      seen.ended.push(reason);
    },
  };
  return { subscriber, seen };
}

describe("LiveSubscribers", () => {
  it("tells the named users' streams, and every admin's when admins are named", () => {
    const registry = new LiveSubscribers();
    const [alice, bob, admin] = [stream("alice"), stream("bob"), stream("admin", true)];
    for (const { subscriber } of [alice, bob, admin]) registry.add(subscriber);
    registry.deliver({ u: ["alice", "nobody"] });
    registry.deliver({ a: 1 });
    // Named twice in one signal (as a user and as an admin): told once.
    registry.deliver({ u: ["admin"], a: 1 });
    expect([alice.seen.changed, bob.seen.changed, admin.seen.changed]).toEqual([1, 0, 2]);
  });

  it("keeps an account's newest streams, ending the oldest past the cap", () => {
    const registry = new LiveSubscribers();
    const tabs = Array.from({ length: STREAMS_PER_ACCOUNT + 2 }, () => stream("alice"));
    for (const { subscriber } of tabs) registry.add(subscriber);
    expect(registry.size).toBe(STREAMS_PER_ACCOUNT);
    expect(tabs.map(({ seen }) => seen.ended.length)).toEqual([
      1,
      1,
      ...Array<number>(STREAMS_PER_ACCOUNT).fill(0),
    ]);
    expect(tabs[0]!.seen.ended).toEqual(["replaced"]);
  });

  it("forgets a removed stream", () => {
    const registry = new LiveSubscribers();
    const tab = stream("alice", true);
    registry.add(tab.subscriber);
    registry.remove(tab.subscriber);
    registry.deliver({ u: ["alice"], a: 1 });
    expect(tab.seen.changed).toBe(0);
    expect(registry.size).toBe(0);
  });
});

describe("parseLivePayload", () => {
  it("reads the users and the admins flag, and drops anything else", () => {
    expect(parseLivePayload('{"u":["a","b"],"a":1}')).toEqual({ u: ["a", "b"], a: 1 });
    expect(parseLivePayload('{"u":["a",7,null]}')).toEqual({ u: ["a"] });
    expect(parseLivePayload('{"a":true}')).toBeNull();
    expect(parseLivePayload("not json")).toBeNull();
    expect(parseLivePayload("null")).toBeNull();
  });
});
