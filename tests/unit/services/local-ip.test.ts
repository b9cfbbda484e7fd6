import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getLocalIp, LOCAL_IP_TIMEOUT_MS } from '../../../src/services/local-ip.ts';
import { resetPage } from './reset.ts';
import { track } from './settled.ts';

beforeEach(resetPage);
afterEach(resetPage);

/** Candidate strings the fake peer connection emits after setLocalDescription. */
let candidates: string[] = [];
const instances: FakePeerConnection[] = [];

class FakePeerConnection {
  onicecandidate: ((event: { candidate: { candidate: string } | null }) => void) | null = null;
  closed = false;
  channels: string[] = [];
  constructor(readonly config: RTCConfiguration) {
    instances.push(this);
  }
  createDataChannel(label: string) {
    this.channels.push(label);
    return {};
  }
  async createOffer() {
    return { type: 'offer', sdp: 'v=0' };
  }
  async setLocalDescription() {
    for (const candidate of candidates) {
      queueMicrotask(() => this.onicecandidate?.({ candidate: { candidate } }));
    }
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  candidates = [];
  instances.length = 0;
});

describe('local_ip', () => {
  test('without RTCPeerConnection: an empty string', async () => {
    vi.stubGlobal('RTCPeerConnection', undefined);
    await expect(getLocalIp()).resolves.toBe('');
  });

  test('a host candidate gives its address; the connection is closed; no STUN servers used', async () => {
    candidates = ['candidate:842163049 1 udp 1677729535 192.168.1.5 54321 typ host generation 0'];
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    await expect(getLocalIp()).resolves.toBe('192.168.1.5');
    expect(instances).toHaveLength(1);
    expect(instances[0]!.config).toEqual({ iceServers: [] });
    expect(instances[0]!.closed).toBe(true);
  });

  test('an mDNS host name is sent as is', async () => {
    candidates = [
      'candidate:1 1 udp 2113937151 1f4712db-ea17-4bcf-a596-105139dfd8bf.local 61234 typ host generation 0',
    ];
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    await expect(getLocalIp()).resolves.toBe('1f4712db-ea17-4bcf-a596-105139dfd8bf.local');
  });

  test('non-host candidates are skipped in favour of the host one', async () => {
    candidates = [
      'candidate:2 1 udp 1686052607 203.0.113.7 40000 typ srflx raddr 10.0.0.2 rport 40000',
      'candidate:3 1 udp 2122260223 10.0.0.2 40000 typ host generation 0',
    ];
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    await expect(getLocalIp()).resolves.toBe('10.0.0.2');
  });

  test('no candidate: not settled at 999 ms, an empty string at 1000 ms, connection closed', async () => {
    expect(LOCAL_IP_TIMEOUT_MS).toBe(1000);
    vi.useFakeTimers();
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    const state = track(getLocalIp());
    await vi.advanceTimersByTimeAsync(999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect(state.value).toBe('');
    expect(instances[0]!.closed).toBe(true);
  });

  test('a constructor that throws (WebRTC disabled by policy) gives an empty string', async () => {
    vi.stubGlobal(
      'RTCPeerConnection',
      class {
        constructor() {
          throw new DOMException('blocked', 'NotAllowedError');
        }
      },
    );
    await expect(getLocalIp()).resolves.toBe('');
  });

  test('a failing offer gives an empty string without waiting for the timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'RTCPeerConnection',
      class extends FakePeerConnection {
        override async createOffer(): Promise<{ type: string; sdp: string }> {
          throw new Error('no offer');
        }
      },
    );
    const state = track(getLocalIp());
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
    expect(state.value).toBe('');
  });

  test('gathered once per page: later calls share the answer', async () => {
    candidates = ['candidate:4 1 udp 2122260223 172.16.0.9 50000 typ host'];
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    const [a, b] = await Promise.all([getLocalIp(), getLocalIp()]);
    await expect(getLocalIp()).resolves.toBe('172.16.0.9');
    expect(a).toBe('172.16.0.9');
    expect(b).toBe('172.16.0.9');
    expect(instances).toHaveLength(1);
  });
});
