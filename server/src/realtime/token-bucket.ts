/** A token bucket in two numbers: `rate` tokens a second, at most `burst` saved up. */
export interface Bucket {
  tokens: number
  at: number
}

export function newBucket(burst: number, nowMs: number): Bucket {
  return { tokens: burst, at: nowMs }
}

/** Takes one token; false when the bucket is empty. */
export function take(bucket: Bucket, rate: number, burst: number, nowMs: number): boolean {
  bucket.tokens = Math.min(burst, bucket.tokens + ((nowMs - bucket.at) / 1000) * rate)
  bucket.at = nowMs
  if (bucket.tokens < 1) return false
  bucket.tokens -= 1
  return true
}
