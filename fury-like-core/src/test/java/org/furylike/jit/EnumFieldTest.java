package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Objects;
import org.furylike.Fury;
import org.furylike.config.Config;
import org.furylike.context.ReadContext;
import org.furylike.context.RefFlags;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.serializer.Serializer;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * Enum fields are written and read in place by generated code when the enum has the built-in
 * ordinal serializer: same bytes as the interpreter in every configuration (compatible mode, which
 * writes enums by name, included), constants with bodies and nulls included; a custom serializer
 * registered for the enum is still called; a bad ordinal still fails.
 */
class EnumFieldTest {
  enum Color {
    RED,
    GREEN,
    BLUE
  }

  enum Op {
    PLUS {
      @Override
      int apply(int a, int b) {
        return a + b;
      }
    },
    TIMES {
      @Override
      int apply(int a, int b) {
        return a * b;
      }
    };

    abstract int apply(int a, int b);
  }

  static final class WithEnums {
    Color color;
    Color other;
    Op op;
    int after;

    WithEnums() {}

    WithEnums(Color color, Color other, Op op, int after) {
      this.color = color;
      this.other = other;
      this.op = op;
      this.after = after;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof WithEnums
          && color == ((WithEnums) o).color
          && other == ((WithEnums) o).other
          && op == ((WithEnums) o).op
          && after == ((WithEnums) o).after;
    }

    @Override
    public int hashCode() {
      return Objects.hash(color, other, op, after);
    }
  }

  /** Writes a color as its name's length and reads it back from that. */
  static final class LengthSerializer extends Serializer<Color> {
    LengthSerializer() {
      super(Color.class);
    }

    @Override
    public void write(WriteContext ctx, Color value) {
      ctx.buffer().writeVarUint32(value.name().length() + 100);
    }

    @Override
    public Color read(ReadContext ctx) {
      int n = ctx.buffer().readVarUint32() - 100;
      for (Color c : Color.values()) {
        if (c.name().length() == n) {
          return c;
        }
      }
      throw new DeserializationException("no color of length " + n);
    }
  }

  @Test
  void enumFieldsRoundTripWithTheInterpretersBytes() {
    RoundTrip.assertRoundTrip(
        new WithEnums(Color.BLUE, Color.RED, Op.TIMES, -7),
        RoundTrip.registering(WithEnums.class, Color.class, Op.class));
    RoundTrip.assertRoundTrip(
        new WithEnums(null, Color.GREEN, null, 1 << 20),
        RoundTrip.registering(WithEnums.class, Color.class, Op.class));
  }

  @Test
  void generatedCodeWritesAndReadsTheOrdinalInPlace() {
    Config config = Fury.builder().buildConfig();
    String source = JitCompiler.source(WithEnums.class, config);
    assertTrue(source.contains("((Enum) v).ordinal()"), source);
    assertTrue(source.contains("((EnumSerializer) s).read(ctx)"), source);
  }

  @Test
  void aCustomEnumSerializerIsStillCalled() {
    Fury writer = Fury.builder().withAsyncCompilation(false).build();
    Fury interpreter = Fury.builder().withCodegen(false).build();
    for (Fury f : new Fury[] {writer, interpreter}) {
      f.register(WithEnums.class);
      f.register(Op.class);
      f.registerSerializer(Color.class, new LengthSerializer());
    }
    WithEnums value = new WithEnums(Color.GREEN, Color.RED, Op.PLUS, 3);
    byte[] bytes = writer.serialize(value);
    assertArrayEquals(interpreter.serialize(value), bytes);
    // GREEN's name has 5 letters: the custom serializer's 105 follows the field's flag
    assertTrue(indexOf(bytes, (byte) 105) > 0, () -> java.util.Arrays.toString(bytes));
    assertEquals(value, writer.deserialize(bytes));
    assertEquals(value, interpreter.deserialize(bytes));
  }

  @Test
  void anOrdinalOutOfRangeFails() {
    Fury fury = Fury.builder().withAsyncCompilation(false).build();
    fury.register(WithEnums.class);
    fury.register(Color.class);
    fury.register(Op.class);
    byte[] bytes = fury.serialize(new WithEnums(Color.BLUE, null, null, 0));
    // the only non-null reference field: NOT_NULL, then BLUE's ordinal 2
    int at = lastPair(bytes, RefFlags.NOT_NULL, (byte) Color.BLUE.ordinal()) + 1;
    assertTrue(at > 0, () -> java.util.Arrays.toString(bytes));
    bytes[at] = 3;
    byte[] bad = bytes;
    DeserializationException e =
        assertThrows(DeserializationException.class, () -> fury.deserialize(bad));
    assertTrue(e.getMessage().contains("enum ordinal 3"), e.getMessage());
  }

  /** The index of the last {@code a} followed by {@code b}, or -1. */
  private static int lastPair(byte[] bytes, byte a, byte b) {
    for (int i = bytes.length - 2; i >= 0; i--) {
      if (bytes[i] == a && bytes[i + 1] == b) {
        return i;
      }
    }
    return -1;
  }

  /** The index of the first {@code b} after the message header and root class info. */
  private static int indexOf(byte[] bytes, byte b) {
    for (int i = 3; i < bytes.length; i++) {
      if (bytes[i] == b) {
        return i;
      }
    }
    return -1;
  }
}
