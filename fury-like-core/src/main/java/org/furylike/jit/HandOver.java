package org.furylike.jit;

/**
 * Decides when a freshly compiled serializer takes over from the interpreter, for one direction
 * (writes or reads) of one {@link SwappingSerializer}. A class compiled a moment ago runs in
 * HotSpot's bytecode interpreter until HotSpot has compiled its methods, and for a wide class that
 * is slower than the reflective interpreter (which is already hot) for a second or more. So the two
 * serve alternate calls in rounds of {@link #ROUND} calls each, timed; the compiled serializer
 * takes over for good after the first round in which its calls took no longer in all than the
 * interpreter's, or after {@link #MAX_ROUNDS} rounds whatever the times say. The alternate calls
 * keep the compiled code running, so HotSpot still compiles it.
 *
 * <p>Not thread-safe, like the {@code Fury} instance whose serializer uses it; the clock is passed
 * in, so tests drive it without sleeping.
 */
final class HandOver {
  /** Calls served by each side in one round. */
  static final int ROUND = 32;

  /**
   * Rounds after which the compiled serializer takes over even if it was never measured faster
   * (about 128,000 calls; a wide class reaches it within a few seconds at worst).
   */
  static final int MAX_ROUNDS = 2_000;

  private int calls;
  private int rounds;
  private long compiledNanos;
  private long interpreterNanos;

  /**
   * Whether the next call goes to the compiled serializer (every other call of a round).
   *
   * @return true for the compiled serializer, false for the interpreter
   */
  boolean compiledNext() {
    return (calls & 1) == 0;
  }

  /**
   * Records one finished call and its duration.
   *
   * @param compiled whether the compiled serializer served it
   * @param nanos how long it took
   * @return whether the compiled serializer now takes over for good
   */
  boolean record(boolean compiled, long nanos) {
    if (compiled) {
      compiledNanos += nanos;
    } else {
      interpreterNanos += nanos;
    }
    if (++calls < 2 * ROUND) {
      return false;
    }
    boolean faster = compiledNanos <= interpreterNanos;
    calls = 0;
    compiledNanos = 0;
    interpreterNanos = 0;
    return faster || ++rounds >= MAX_ROUNDS;
  }

  /** {@return how many rounds ended without a hand-over} */
  int rounds() {
    return rounds;
  }
}
