package org.furylike.serializer.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import org.furylike.Fury;
import org.furylike.exception.FuryException;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;
import org.junit.jupiter.api.Test;

/** The built-in table's family factories, and the charsets matched by their JDK superclass. */
class BuiltinFactoryTest {
  @Test
  void everyBuiltinEntryWithAFactoryMakesASerializer() {
    ClassResolver resolver = Fury.builder().build().getClassResolver();
    int made = 0;
    for (BuiltinRegistry.Entry e : BuiltinSerializers.registry().entries()) {
      if (e == null || !e.hasFactory()) {
        continue;
      }
      Serializer<?> s = resolver.getSerializer(resolver.builtinInfo(e.id()));
      assertNotNull(s, e.cls().getName());
      made++;
    }
    assertNotEquals(0, made);
  }

  @Test
  void jdkCharsetsTravelAsCharsetButUserSubclassesDoNot() {
    Fury fury = Fury.builder().build();
    Charset ibm = Charset.forName("IBM437");
    assertEquals(ibm, fury.deserialize(fury.serialize(ibm)));
    assertEquals(StandardCharsets.UTF_8, fury.deserialize(fury.serialize(StandardCharsets.UTF_8)));
    assertThrows(FuryException.class, () -> fury.serialize(new UserCharset()));
  }

  /** A charset defined outside the JDK: not covered by the JDK-subclass family. */
  static final class UserCharset extends Charset {
    UserCharset() {
      super("x-fury-like-test", new String[0]);
    }

    @Override
    public boolean contains(Charset cs) {
      return false;
    }

    @Override
    public CharsetDecoder newDecoder() {
      return StandardCharsets.UTF_8.newDecoder();
    }

    @Override
    public CharsetEncoder newEncoder() {
      return StandardCharsets.UTF_8.newEncoder();
    }
  }
}
