package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.Serializer;
import org.junit.jupiter.api.Test;

/** The hand-over from the interpreter to a freshly compiled serializer, on a simulated clock. */
class HandOverTest {
  private static final int ROUND_CALLS = 2 * HandOver.ROUND;

  /** The simulated time, advanced by the serializers' calls only. */
  private final long[] now = {0};

  private final Fake interpreter = new Fake("interpreter", 100);
  private final Fake compiled = new Fake("compiled", 1_000);
  private final SwappingSerializer swapping = new SwappingSerializer(interpreter, () -> now[0]);

  /** A serializer that takes {@code cost} simulated nanoseconds per call and counts its calls. */
  private final class Fake extends Serializer<Object> {
    final String name;
    long cost;
    int writes;
    int reads;

    Fake(String name, long cost) {
      super(Object.class);
      this.name = name;
      this.cost = cost;
    }

    @Override
    public void write(WriteContext ctx, Object value) {
      now[0] += cost;
      writes++;
    }

    @Override
    public Object read(ReadContext ctx) {
      now[0] += cost;
      reads++;
      return name;
    }
  }

  private void write(int calls) {
    for (int i = 0; i < calls; i++) {
      swapping.write(null, "value");
    }
  }

  private void read(int calls) {
    for (int i = 0; i < calls; i++) {
      swapping.read(null);
    }
  }

  @Test
  void theInterpreterServesEverythingUntilTheCompileEnds() {
    write(500);
    read(500);
    assertEquals(500, interpreter.writes);
    assertEquals(500, interpreter.reads);
    assertFalse(swapping.isSwapped());
  }

  @Test
  void aSlowerCompiledSerializerSharesCallsAndDoesNotTakeOver() {
    swapping.settle(compiled);
    write(3 * ROUND_CALLS);
    assertEquals(3 * HandOver.ROUND, compiled.writes, "every other call is compiled");
    assertEquals(3 * HandOver.ROUND, interpreter.writes);
    assertTrue(swapping.isSwapped());
    assertFalse(swapping.isHandedOver());
  }

  @Test
  void theCompiledSerializerTakesOverAfterTheFirstRoundItWins() {
    swapping.settle(compiled);
    write(2 * ROUND_CALLS);
    compiled.cost = 100; // as fast as the interpreter: HotSpot has compiled it
    write(ROUND_CALLS);
    int interpreted = interpreter.writes;
    write(1_000);
    assertEquals(interpreted, interpreter.writes, "no write goes to the interpreter any more");
    assertEquals(3 * HandOver.ROUND + 1_000, compiled.writes);
    assertFalse(swapping.isHandedOver(), "reads hand over on their own measurements");
    read(ROUND_CALLS);
    assertTrue(swapping.isHandedOver());
    read(10);
    assertSame("compiled", swapping.read(null));
    assertEquals(HandOver.ROUND, interpreter.reads);
  }

  @Test
  void aRoundThatTheCompiledSerializerLosesRestartsTheComparison() {
    swapping.settle(compiled);
    compiled.cost = 150;
    write(ROUND_CALLS - 2);
    compiled.cost = 10; // fast at the end of the round, but slower over the whole round
    write(2);
    assertFalse(swapping.isHandedOver());
    int interpreted = interpreter.writes;
    write(2);
    assertEquals(interpreted + 1, interpreter.writes, "the next round shares calls again");
  }

  @Test
  void theCompiledSerializerTakesOverAfterTheLastRoundWhateverTheTimes() {
    swapping.settle(compiled);
    write((HandOver.MAX_ROUNDS - 1) * ROUND_CALLS);
    int interpreted = interpreter.writes;
    write(ROUND_CALLS);
    assertEquals(interpreted + HandOver.ROUND, interpreter.writes);
    write(100);
    assertEquals(interpreted + HandOver.ROUND, interpreter.writes, "the last round ended it");
  }

  @Test
  void aFailedCompileLeavesTheInterpreter() {
    swapping.settle(null);
    write(300);
    assertEquals(300, interpreter.writes);
    assertEquals(0, compiled.writes);
    assertFalse(swapping.isSwapped());
  }
}
