package org.furylike.context;

import java.util.Arrays;
import org.furylike.config.Limits;
import org.furylike.exception.BufferUnderflowException;
import org.furylike.exception.LimitExceededException;
import org.furylike.memory.MemoryBuffer;

/**
 * The evidence check behind every declared size of one read call, and the per-message allocation
 * budget. {@link ReadContext#readLength} handles small sizes itself and calls {@link #check} for
 * the rest.
 *
 * <p>A container that declares {@code n} elements of at least {@code m} bytes each is still owed
 * {@code (n - 1) * m - (consumed since its start)} bytes by the input after the element being read
 * (each element read so far took at least {@code m} bytes). That lower bound reaches zero by the
 * time the container is done, so no call is needed at its end: a claim is remembered as the
 * position {@code start + (n - 1) * m} (its floor) and forgotten once the reader passes it. A new
 * claim must fit in the bytes left after the floors of all open claims, so claims nested inside
 * each other never count the same input bytes twice. Claims of fewer than {@link
 * ReadContext#SMALL_LENGTH} elements are not remembered: they can overstate the input by at most
 * that many elements per nesting level.
 */
final class ReadLimits {
  private final Limits limits;

  /** {@code limits.getMaxMessageBytes()}, read once per message without the extra load. */
  private final int maxMessageBytes;

  private long[] floors = new long[8];
  private int floorCount;
  private long allocated;
  private int messageEnd;

  ReadLimits(Limits limits) {
    this.limits = limits;
    this.maxMessageBytes = limits.getMaxMessageBytes();
  }

  /** Starts a message at the reader index of {@code buffer}. */
  void begin(MemoryBuffer buffer) {
    floorCount = 0;
    allocated = 0;
    long end = (long) buffer.readerIndex() + maxMessageBytes;
    messageEnd = (int) Math.min(end, Integer.MAX_VALUE);
  }

  /** The offset one past the last byte this message may use. */
  int messageEnd() {
    return messageEnd;
  }

  /**
   * Checks a declared size of {@code n} elements of at least {@code minBytes} each, read at {@code
   * at}, against the bytes the enclosing claims leave and against the allocation budget.
   */
  void check(MemoryBuffer buffer, int n, int minBytes, String what, int at) {
    int pos = buffer.readerIndex();
    long need = (long) (n & 0xFFFFFFFFL) * minBytes;
    long reserved = reservedAfter(pos);
    if (n < 0 || need + reserved > buffer.remaining()) {
      throw new BufferUnderflowException(
          what
              + " at offset "
              + at
              + " declares "
              + (n & 0xFFFFFFFFL)
              + " elements but only "
              + (buffer.remaining() - reserved)
              + " bytes remain for it"
              + (reserved > 0 ? " (" + reserved + " more are owed to enclosing values)" : ""));
    }
    if (need + reserved > messageEnd - pos) {
      throw overMessage(what, at);
    }
    if (n > 1) {
      push(pos + (long) (n - 1) * minBytes);
    }
    charge((long) n * Math.max(minBytes, 4), what, at);
  }

  /** Counts {@code bytes} preallocated for {@code what} (read at {@code at}) against the budget. */
  void charge(long bytes, String what, int at) {
    allocated += bytes;
    if (allocated > limits.getMaxAllocatedBytes()) {
      throw new LimitExceededException(
          "maxAllocatedBytes",
          what
              + " at offset "
              + at
              + " brings the memory preallocated for this message to about "
              + allocated
              + " bytes, over maxAllocatedBytes "
              + limits.getMaxAllocatedBytes()
              + "; raise it with FuryBuilder.withMaxAllocatedBytes if the data is trusted");
    }
  }

  void checkCopyOnWriteSetSize(int size, String what, int at) {
    int max = limits.getMaxCopyOnWriteSetSize();
    if (size > max) {
      throw new LimitExceededException(
          "maxCopyOnWriteSetSize",
          what
              + " before offset "
              + at
              + " declares "
              + size
              + " elements, over maxCopyOnWriteSetSize "
              + max
              + " (filling one costs the square of its size); raise it with"
              + " FuryBuilder.withMaxCopyOnWriteSetSize if the data is trusted");
    }
  }

  LimitExceededException overMessage(String what, int at) {
    return new LimitExceededException(
        "maxMessageBytes",
        what
            + " at offset "
            + at
            + " needs bytes past maxMessageBytes "
            + limits.getMaxMessageBytes()
            + "; raise it with FuryBuilder.withMaxMessageBytes if the data is trusted");
  }

  /** The bytes past {@code pos} that open claims are still owed, forgetting the settled ones. */
  private long reservedAfter(int pos) {
    long sum = 0;
    int kept = 0;
    long[] f = floors;
    for (int i = 0; i < floorCount; i++) {
      long floor = f[i];
      if (floor > pos) {
        f[kept++] = floor;
        sum += floor - pos;
      }
    }
    floorCount = kept;
    return sum;
  }

  private void push(long floor) {
    if (floorCount == floors.length) {
      floors = Arrays.copyOf(floors, floorCount * 2);
    }
    floors[floorCount++] = floor;
  }
}
