// Rate limits: a token bucket per key (an API key, a client address), refilled continuously.
interface RateDecision {
  readonly allowed: boolean;
  /** Seconds until a request would be allowed again (when refused). */
  readonly retryAfter: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perSecond: number;
  private readonly burst: number;

  /** `perMinute` requests a minute on average, with bursts of up to a tenth of a minute's worth. */
  constructor(
    perMinute: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.perSecond = perMinute / 60;
    this.burst = Math.max(10, Math.ceil(perMinute / 6));
  }

  /** Takes a request from the key's bucket when it holds one. */
  take(key: string): RateDecision {
    const bucket = this.refilled(key);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfter: 0 };
    }
    return this.refusal(bucket.tokens);
  }

  /** Whether the key's bucket holds a request, without taking it. */
  peek(key: string): RateDecision {
    const bucket = this.refilled(key);
    return bucket.tokens >= 1 ? { allowed: true, retryAfter: 0 } : this.refusal(bucket.tokens);
  }

  private refilled(key: string): { tokens: number; at: number } {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 10_000) this.sweep(now);
    return bucket;
  }

  private refusal(tokens: number): RateDecision {
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((1 - tokens) / this.perSecond)) };
  }

  /** Drops buckets that have refilled completely: they behave like new ones. */
  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets)
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(key);
  }
}
