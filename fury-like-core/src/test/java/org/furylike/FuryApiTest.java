package org.furylike;

import static org.furylike.testing.RoundTrip.registering;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.furylike.config.CompatibleMode;
import org.furylike.exception.BufferUnderflowException;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.exception.LimitExceededException;
import org.furylike.exception.SerializationException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.testing.ConfigMatrix;
import org.junit.jupiter.api.Test;

/** The facade's entry points: typed reads, buffers, streams (short reads included) and copy. */
class FuryApiTest {
  static final class Foo {
    String name;
    int[] values;
    List<Object> items = new ArrayList<>();
    Map<String, Foo> children = new HashMap<>();
    Foo parent;
    StringBuilder text = new StringBuilder();

    Foo() {}

    Foo(String name, int... values) {
      this.name = name;
      this.values = values;
    }

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Foo)) {
        return false;
      }
      Foo f = (Foo) o;
      return Objects.equals(name, f.name)
          && Arrays.equals(values, f.values)
          && Arrays.deepEquals(items.toArray(), f.items.toArray())
          && Objects.equals(children, f.children)
          && text.toString().equals(f.text.toString());
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(name);
    }
  }

  record Bar(String id, long n) {}

  private static final Consumer<Fury> SETUP = registering(Foo.class, Bar.class);

  /** Returns at most one byte per read call. */
  static final class OneByteAtATime extends FilterInputStream {
    int calls;

    OneByteAtATime(InputStream in) {
      super(in);
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      calls++;
      return super.read(b, off, Math.min(len, 1));
    }
  }

  private static Foo sample() {
    Foo f = new Foo("root", 1, 2, 3);
    f.items.add("s");
    f.items.add(new Bar("b", 5));
    f.items.add(new int[] {9});
    Foo child = new Foo("child");
    child.parent = null;
    f.children.put("c", child);
    f.text.append("text\u20ac");
    return f;
  }

  @Test
  void typedDeserialize() {
    ConfigMatrix.forEach(
        p -> {
          Fury writer = p.newFury(SETUP);
          Fury reader = p.newFury(SETUP);
          Foo foo = reader.deserialize(writer.serialize(sample()), Foo.class);
          assertEquals(sample(), foo);
          Bar bar = reader.deserialize(writer.serialize(new Bar("x", 1)), Bar.class);
          assertEquals(new Bar("x", 1), bar);
          Integer i = reader.deserialize(writer.serialize(5), int.class);
          assertEquals(5, i);
          assertNull(reader.deserialize(writer.serialize(null), Foo.class));
          Object any = reader.deserialize(writer.serialize(sample()), Object.class);
          assertEquals(sample(), any);
          byte[] barBytes = writer.serialize(new Bar("y", 2));
          DeserializationException e =
              assertThrows(
                  DeserializationException.class, () -> reader.deserialize(barBytes, Foo.class));
          assertTrue(e.getMessage().contains(Bar.class.getName()), e.getMessage());
          assertEquals(new Bar("y", 2), reader.deserialize(barBytes, Bar.class));
        });
  }

  @Test
  void severalObjectsInOneMemoryBuffer() {
    ConfigMatrix.forEach(
        p -> {
          Fury writer = p.newFury(SETUP);
          Fury reader = p.newFury(SETUP);
          MemoryBuffer buffer = MemoryBuffer.allocate(8);
          buffer.writeInt(0xCAFE);
          Object[] values = {sample(), "two", null, new Bar("three", 3), 4L, new int[] {5}};
          for (Object v : values) {
            writer.serialize(buffer, v);
          }
          buffer.writeInt(0xBEEF);
          MemoryBuffer in = MemoryBuffer.wrap(buffer.copyOfRange(0, buffer.writerIndex()));
          assertEquals(0xCAFE, in.readInt());
          assertEquals(sample(), reader.deserialize(in));
          assertEquals("two", reader.deserialize(in));
          assertNull(reader.deserialize(in));
          assertEquals(new Bar("three", 3), reader.deserialize(in, Bar.class));
          assertEquals(4L, reader.deserialize(in));
          assertArrayEquals(new int[] {5}, (int[]) reader.deserialize(in));
          assertEquals(0xBEEF, in.readInt());
          assertEquals(0, in.remaining());
        });
  }

  @Test
  void bufferAtAnOffset() {
    Fury fury = Fury.builder().build();
    fury.register(Bar.class);
    byte[] bytes = fury.serialize(new Bar("off", 9));
    byte[] padded = new byte[bytes.length + 10];
    System.arraycopy(bytes, 0, padded, 7, bytes.length);
    MemoryBuffer in = MemoryBuffer.wrap(padded, 7, bytes.length);
    assertEquals(new Bar("off", 9), fury.deserialize(in));
    assertEquals(7 + bytes.length, in.readerIndex());
  }

  @Test
  void streamsWithSeveralObjectsAndShortReads() {
    ConfigMatrix.forEach(
        p -> {
          Fury writer = p.newFury(SETUP);
          Fury reader = p.newFury(SETUP);
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          String big = "big".repeat(50_000);
          Object[] values = {sample(), big, null, new Bar("b", -1), new long[] {1, 2}};
          for (Object v : values) {
            writer.serialize(out, v);
          }
          OneByteAtATime in = new OneByteAtATime(new ByteArrayInputStream(out.toByteArray()));
          assertEquals(sample(), reader.deserialize(in));
          assertEquals(big, reader.deserialize(in));
          assertNull(reader.deserialize(in));
          assertEquals(new Bar("b", -1), reader.deserialize(in));
          assertArrayEquals(new long[] {1, 2}, (long[]) reader.deserialize(in));
          assertTrue(in.calls > out.size() / 2, "reads were short");
          BufferUnderflowException end =
              assertThrows(BufferUnderflowException.class, () -> reader.deserialize(in));
          assertTrue(end.getMessage().contains("end of stream"), end.getMessage());
        });
  }

  @Test
  void streamFrameIsLengthPrefixedLittleEndian() {
    Fury fury = Fury.builder().build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    fury.serialize(out, "hi");
    byte[] framed = out.toByteArray();
    byte[] plain = fury.serialize("hi");
    assertEquals(plain.length, framed[0] | framed[1] << 8 | framed[2] << 16 | framed[3] << 24);
    assertArrayEquals(plain, Arrays.copyOfRange(framed, 4, framed.length));
  }

  @Test
  void truncatedStreamsFailCleanly() {
    Fury fury = Fury.builder().build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    fury.serialize(out, "some string value");
    byte[] framed = out.toByteArray();
    for (int cut = 1; cut < framed.length; cut++) {
      byte[] part = Arrays.copyOf(framed, cut);
      assertThrows(
          BufferUnderflowException.class,
          () -> fury.deserialize(new OneByteAtATime(new ByteArrayInputStream(part))),
          "cut at " + cut);
    }
    byte[] hugeLength = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x7F, 0x12, 0x02};
    // a frame longer than maxMessageBytes is refused before anything is read or allocated
    LimitExceededException tooLong =
        assertThrows(
            LimitExceededException.class,
            () -> fury.deserialize(new ByteArrayInputStream(hugeLength)));
    assertEquals("maxMessageBytes", tooLong.getLimit());
    Fury large = Fury.builder().withMaxMessageBytes(Integer.MAX_VALUE).build();
    assertThrows(
        BufferUnderflowException.class,
        () -> large.deserialize(new ByteArrayInputStream(hugeLength)));
    byte[] negativeLength = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF};
    assertThrows(
        DeserializationException.class,
        () -> fury.deserialize(new ByteArrayInputStream(negativeLength)));
    assertEquals("ok", fury.deserialize(new ByteArrayInputStream(frame(fury, "ok"))));
  }

  private static byte[] frame(Fury fury, Object v) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    fury.serialize(out, v);
    return out.toByteArray();
  }

  @Test
  void failingStreamsAreReportedAsFuryExceptions() {
    Fury fury = Fury.builder().build();
    OutputStream broken =
        new OutputStream() {
          @Override
          public void write(int b) throws IOException {
            throw new IOException("disk full");
          }

          @Override
          public void write(byte[] b, int off, int len) throws IOException {
            throw new IOException("disk full");
          }
        };
    assertThrows(SerializationException.class, () -> fury.serialize(broken, "x"));
    InputStream brokenIn =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw new IOException("connection reset");
          }
        };
    assertThrows(DeserializationException.class, () -> fury.deserialize(brokenIn));
  }

  /** Reads its value's string, then tries to read another message on the same instance. */
  static final class Nested {
    final String text;

    Nested(String text) {
      this.text = text;
    }
  }

  static final class ReentrantSerializer extends org.furylike.serializer.Serializer<Nested> {
    Fury fury;
    byte[] inner;
    FuryException refused;
    final List<FuryException> refusedWrites = new ArrayList<>();
    boolean withContexts;
    int refusedReads;

    ReentrantSerializer() {
      super(Nested.class);
    }

    @Override
    public void write(org.furylike.context.WriteContext ctx, Nested value) {
      ctx.writeString(value.text);
      try {
        fury.serialize("nested");
      } catch (FuryException e) {
        refusedWrites.add(e);
      }
      try {
        fury.serialize(new ByteArrayOutputStream(), "nested");
      } catch (FuryException e) {
        refusedWrites.add(e);
      }
      if (withContexts) {
        try {
          fury.serialize(new org.furylike.resolver.SchemaContext(), "nested");
        } catch (FuryException e) {
          refusedWrites.add(e);
        }
        try {
          fury.setSchemaContext(null);
        } catch (FuryException e) {
          refusedWrites.add(e);
        }
      }
      ctx.writeString(value.text);
    }

    @Override
    public Nested read(org.furylike.context.ReadContext ctx) {
      String first = ctx.readString();
      try {
        fury.deserialize(inner);
      } catch (FuryException e) {
        refused = e;
      }
      if (withContexts) {
        try {
          fury.deserialize(new org.furylike.resolver.SchemaContext(), inner);
        } catch (FuryException e) {
          refusedReads++;
        }
        try {
          fury.setSchemaContext(null);
        } catch (FuryException e) {
          refusedReads++;
        }
      }
      String second = ctx.readString();
      return new Nested(first + "|" + second);
    }
  }

  @Test
  void aNestedCallIsRefusedWithoutTouchingTheMessageInProgress() {
    for (int repeat : new int[] {3, 400}) {
      Fury fury = Fury.builder().build();
      ReentrantSerializer serializer = new ReentrantSerializer();
      fury.registerSerializer(Nested.class, serializer);
      serializer.fury = fury;
      serializer.inner = fury.serialize("other".repeat(repeat));
      String text = "abc".repeat(repeat);
      byte[] bytes = fury.serialize(new Nested(text));
      assertEquals(2, serializer.refusedWrites.size());
      for (FuryException e : serializer.refusedWrites) {
        assertTrue(e.getMessage().contains("already in a call"), e.getMessage());
      }
      ByteArrayOutputStream framed = new ByteArrayOutputStream();
      fury.serialize(framed, new Nested(text));
      assertEquals(
          text + "|" + text,
          ((Nested) fury.deserialize(new ByteArrayInputStream(framed.toByteArray()))).text);
      Nested read = (Nested) fury.deserialize(bytes);
      assertEquals(text + "|" + text, read.text);
      assertTrue(
          serializer.refused.getMessage().contains("already in a call"),
          serializer.refused.getMessage());
    }
  }

  record Holder(Nested nested, Object tail) {}

  private static Fury compatibleWith(ReentrantSerializer serializer) {
    Fury fury = Fury.builder().withCompatibleMode(CompatibleMode.COMPATIBLE).build();
    fury.registerSerializer(Nested.class, serializer);
    fury.register(Holder.class);
    serializer.fury = fury;
    serializer.inner = fury.serialize("inner");
    return fury;
  }

  @Test
  void aNestedCallInCompatibleModeLeavesTheSchemasOfTheCallInProgress() {
    ReentrantSerializer nesting = new ReentrantSerializer();
    nesting.withContexts = true;
    Fury nestingFury = compatibleWith(nesting);
    Fury plainFury = compatibleWith(new ReentrantSerializer());
    // fields go in name order: the tail, read and written after the nested calls, refers to a
    // schema the message sent before them
    Holder value = new Holder(new Nested("abc"), new Nested("def"));
    Fury[][] pairs = {{nestingFury, plainFury}, {plainFury, nestingFury}};
    for (Fury[] pair : pairs) {
      Holder read = (Holder) pair[1].deserialize(pair[0].serialize(value));
      assertEquals("abc|abc", read.nested().text);
      assertEquals("def|def", ((Nested) read.tail()).text);
    }
    assertEquals(4 * 2, nesting.refusedWrites.size());
    assertEquals(2 * 2, nesting.refusedReads);
  }

  @Test
  void copyIsDeepAndSharesNothingMutable() {
    ConfigMatrix.forEach(
        p -> {
          Fury fury = p.newFury(SETUP);
          Foo original = sample();
          Foo copy = fury.copy(original);
          assertEquals(original, copy);
          assertNotSame(original, copy);
          assertNotSame(original.values, copy.values);
          assertNotSame(original.items, copy.items);
          assertNotSame(original.items.get(2), copy.items.get(2));
          assertNotSame(original.children, copy.children);
          assertNotSame(original.children.get("c"), copy.children.get("c"));
          assertNotSame(original.text, copy.text);
          // mutating the copy leaves the original alone
          copy.values[0] = 100;
          copy.items.add("more");
          copy.children.get("c").name = "changed";
          copy.text.append("!");
          assertEquals(sample(), original);
          // immutable values may be shared
          assertSame(original.items.get(0), copy.items.get(0));
        });
  }

  @Test
  void copyKeepsSharingAndCycles() {
    Foo a = new Foo("a");
    Foo b = new Foo("b");
    a.parent = a;
    a.items.add(b);
    a.items.add(b);
    a.items.add(a.items);
    a.children.put("self", a);
    Fury fury = Fury.builder().build();
    fury.register(Foo.class);
    Foo c = fury.copy(a);
    assertSame(c, c.parent);
    assertSame(c.items.get(0), c.items.get(1));
    assertNotSame(b, c.items.get(0));
    assertSame(c.items, c.items.get(2));
    assertSame(c, c.children.get("self"));
    assertNull(fury.copy(null));
    assertEquals("s", fury.copy("s"));
  }

  @Test
  void instanceIsReusableAfterAFailedWrite() {
    Fury fury = Fury.builder().build();
    fury.register(Foo.class);
    fury.register(Bar.class);
    Foo bad = new Foo("bad");
    bad.items.add(new Object() {});
    assertThrows(FuryException.class, () -> fury.serialize(bad));
    assertEquals(sample(), fury.deserialize(fury.serialize(sample())));
  }
}
