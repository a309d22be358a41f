package org.furylike.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import org.furylike.Fury;
import org.furylike.config.CompatibleMode;
import org.furylike.exception.DeserializationException;
import org.furylike.jit.JitCompiler;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.ClassIdentity;
import org.furylike.meta.FieldKind;
import org.furylike.meta.SchemaNames;
import org.furylike.meta.TypeDef;
import org.furylike.resolver.ClassResolver;
import org.junit.jupiter.api.Test;

/**
 * Compatible-mode metadata from the wire is bounded and never blocks a legitimate schema: a flood
 * of distinct schemas for one class (by registered id and by name) is forgotten least recently used
 * first; the reader's class, not the schema, decides which serializer reads a registered class.
 */
class SchemaFloodTest {
  /** The reader's class; every flood schema adds one field it does not have. */
  public static final class Wide {
    public int a;
  }

  /** A class with its own serializer on the reader. */
  public static final class Custom {
    public int v;
  }

  private static Fury reader(boolean codegen, boolean byName) {
    Fury f =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withCodegen(codegen)
            .withAsyncCompilation(false)
            .withCodegenStrict(true)
            .requireClassRegistration(!byName)
            .build();
    if (!byName) {
      f.register(Wide.class, 5);
    }
    return f;
  }

  /** A message whose root is a {@code Wide} written with fields {@code a} and {@code extra}. */
  static byte[] message(ClassIdentity identity, String extra, int category) {
    return message(identity, category, "a", extra);
  }

  /**
   * A message whose root is a {@code Wide} written with two int fields of these names, in this
   * order, holding 21 and 99.
   */
  static byte[] message(ClassIdentity identity, int category, String first, String second) {
    TypeDef def =
        new TypeDef(
            category,
            identity,
            List.of(identity.name()),
            List.of(
                new TypeDef.FieldDef(0, first, FieldKind.INT.code(), null),
                new TypeDef.FieldDef(0, second, FieldKind.INT.code(), null)),
            List.of());
    MemoryBuffer body = MemoryBuffer.allocate(64);
    def.encode(body, new SchemaNames());
    MemoryBuffer b = MemoryBuffer.allocate(128);
    b.writeByte((Fury.FORMAT_VERSION << 4) | 4 | 2);
    b.writeByte(2);
    b.writeVarUint32((1 << 2) | 2);
    int hashAt = b.writerIndex();
    b.writeLong(0);
    b.writeVarUint32(body.writerIndex());
    b.writeBytes(body.getHeapMemory(), 0, body.writerIndex());
    // bit 0 of the block hash clear: the entries are not deflated
    b.putLong(hashAt, sha256First64(b.getHeapMemory(), hashAt + 8, b.writerIndex()) & ~1L);
    b.writeVarUint32(1);
    b.writeVarInt32(21);
    b.writeVarInt32(99);
    return b.copyOfRange(0, b.writerIndex());
  }

  /** The block hash as docs/wire-format.md defines it: SHA-256's first eight bytes, in order. */
  private static long sha256First64(byte[] bytes, int from, int to) {
    try {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      md.update(bytes, from, to - from);
      return ByteBuffer.wrap(md.digest()).order(ByteOrder.LITTLE_ENDIAN).getLong();
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError(e);
    }
  }

  private static void flood(Fury reader, ClassIdentity identity, int count) {
    for (int i = 0; i < count; i++) {
      Wide w = (Wide) reader.deserialize(message(identity, "x" + i, TypeDef.OBJECT));
      assertEquals(21, w.a, "flood message " + i + " reads");
    }
  }

  @Test
  void floodByRegisteredIdIsForgottenNotRefused() {
    Fury reader = reader(false, false);
    ClassIdentity id5 = new ClassIdentity(5, "");
    flood(reader, id5, ClassResolver.MAX_REMOTE_VERSIONS_PER_CLASS + 50);
    int[] counts = reader.getClassResolver().cachedRemoteSchemas(Wide.class);
    assertEquals(ClassResolver.MAX_REMOTE_VERSIONS_PER_CLASS, counts[1], "per class bound");
    assertTrue(counts[0] <= ClassResolver.MAX_REMOTE_SCHEMAS);
    Wide legit = (Wide) reader.deserialize(message(id5, "legitimateNewField", TypeDef.OBJECT));
    assertEquals(21, legit.a, "a new legitimate schema still reads after the flood");
    Fury writer = Fury.builder().withCompatibleMode(CompatibleMode.COMPATIBLE).build();
    writer.register(Wide.class, 5);
    Wide w = new Wide();
    w.a = 4;
    assertEquals(4, ((Wide) reader.deserialize(writer.serialize(w))).a);
  }

  @Test
  void floodByNameIsBoundedToo() {
    Fury reader = reader(false, true);
    ClassIdentity byName = new ClassIdentity(-1, Wide.class.getName());
    flood(reader, byName, ClassResolver.MAX_REMOTE_VERSIONS_PER_CLASS + 20);
    assertEquals(
        ClassResolver.MAX_REMOTE_VERSIONS_PER_CLASS,
        reader.getClassResolver().cachedRemoteSchemas(Wide.class)[1]);
    assertEquals(21, ((Wide) reader.deserialize(message(byName, "late", TypeDef.OBJECT))).a);
  }

  @Test
  void aBlockIsCachedOnlyUnderItsOwnHashAndThenFoundByIt() {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury reader = reader(codegen, false);
      ClassIdentity id5 = new ClassIdentity(5, "");
      byte[] known = message(id5, TypeDef.OBJECT, "a", "b");
      byte[] swapped = message(id5, TypeDef.OBJECT, "b", "a");
      byte[] poisoned = swapped.clone();
      // the block hash sits after header, flag and the one-byte block tag
      System.arraycopy(known, 3, poisoned, 3, 8);
      DeserializationException e =
          assertThrows(DeserializationException.class, () -> reader.deserialize(poisoned));
      assertTrue(e.getMessage().contains("does not match its hash"), e.getMessage());
      assertEquals(21, ((Wide) reader.deserialize(known)).a, "the known block was not poisoned");
      assertEquals(99, ((Wide) reader.deserialize(swapped)).a);
      // Once known, the hash alone names the block: these bytes read as the known block's would.
      assertEquals(21, ((Wide) reader.deserialize(poisoned)).a);
      assertEquals(99, ((Wide) reader.deserialize(swapped)).a);
      assertEquals(21, ((Wide) reader.deserialize(known)).a);
    }
  }

  @Test
  void compiledReadersAreBoundedPerClassAndEvicted() {
    Fury reader = reader(true, false);
    flood(reader, new ClassIdentity(5, ""), 40);
    assertEquals(32, JitCompiler.cachedRemoteReaders(Wide.class), "compiled readers per class");
    assertTrue(JitCompiler.cachedRemoteReaders() <= 1024);
    Wide legit =
        (Wide) reader.deserialize(message(new ClassIdentity(5, ""), "another", TypeDef.OBJECT));
    assertEquals(21, legit.a);
  }

  @Test
  void aSchemaCannotChooseTheSerializerOfARegisteredClass() {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury reader = reader(codegen, false);
      reader.registerSerializer(
          Custom.class,
          new org.furylike.serializer.Serializer<Custom>(Custom.class) {
            @Override
            public void write(org.furylike.context.WriteContext ctx, Custom value) {
              ctx.buffer().writeVarInt32(value.v);
            }

            @Override
            public Custom read(org.furylike.context.ReadContext ctx) {
              Custom c = new Custom();
              c.v = ctx.buffer().readVarInt32();
              return c;
            }
          });
      int customId = reader.getClassResolver().identityOf(Custom.class).registeredId();
      byte[] claimsObject = message(new ClassIdentity(customId, ""), "v", TypeDef.OBJECT);
      DeserializationException e =
          assertThrows(DeserializationException.class, () -> reader.deserialize(claimsObject));
      assertTrue(e.getMessage().contains("different kind"), e.getMessage());
      byte[] claimsEnum = message(new ClassIdentity(5, ""), "b", TypeDef.CUSTOM);
      assertThrows(DeserializationException.class, () -> reader.deserialize(claimsEnum));
    }
  }
}
