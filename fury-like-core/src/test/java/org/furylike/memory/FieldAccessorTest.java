package org.furylike.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.List;
import org.furylike.exception.DeserializationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Both ways of reaching a field (variable handles, the default from JDK 18 on, and core reflection)
 * read and write every type, private and final fields included, and report a value of the wrong
 * type with the field's name.
 */
class FieldAccessorTest {
  @SuppressWarnings("unused")
  static final class Holder {
    private boolean z;
    private byte b;
    private char c;
    private short s;
    private int i;
    private long j;
    private float f;
    private double d;
    private String text;
    private List<String> list;
    private final int fixed;
    private final String fixedText;

    Holder() {
      fixed = 1;
      fixedText = "one";
    }
  }

  private static FieldAccessor accessor(String name, boolean varHandle) throws Exception {
    Field f = Holder.class.getDeclaredField(name);
    return FieldAccessor.of(f, varHandle);
  }

  @Test
  void variableHandlesAreTheDefaultFromJdk18() {
    assertEquals(Runtime.version().feature() >= 18, FieldAccessor.VAR_HANDLES);
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void readsAndWritesEveryType(boolean varHandle) throws Exception {
    Holder h = new Holder();
    assertEquals(varHandle, accessor("i", varHandle).hasVarHandle());
    accessor("z", varHandle).putBoolean(h, true);
    accessor("b", varHandle).putByte(h, (byte) -7);
    accessor("c", varHandle).putChar(h, 'x');
    accessor("s", varHandle).putShort(h, (short) 300);
    accessor("i", varHandle).putInt(h, -123456);
    accessor("j", varHandle).putLong(h, 1L << 40);
    accessor("f", varHandle).putFloat(h, 1.5f);
    accessor("d", varHandle).putDouble(h, -2.25);
    accessor("text", varHandle).putObject(h, "t");
    List<String> list = List.of("a");
    accessor("list", varHandle).putObject(h, list);
    assertTrue(h.z);
    assertEquals(-7, h.b);
    assertEquals('x', h.c);
    assertEquals(300, h.s);
    assertEquals(-123456, h.i);
    assertEquals(1L << 40, h.j);
    assertEquals(1.5f, h.f);
    assertEquals(-2.25, h.d);
    assertEquals("t", h.text);
    assertSame(list, h.list);
    assertTrue(accessor("z", varHandle).getBoolean(h));
    assertEquals(-7, accessor("b", varHandle).getByte(h));
    assertEquals('x', accessor("c", varHandle).getChar(h));
    assertEquals(300, accessor("s", varHandle).getShort(h));
    assertEquals(-123456, accessor("i", varHandle).getInt(h));
    assertEquals(1L << 40, accessor("j", varHandle).getLong(h));
    assertEquals(1.5f, accessor("f", varHandle).getFloat(h));
    assertEquals(-2.25, accessor("d", varHandle).getDouble(h));
    assertEquals("t", accessor("text", varHandle).getObject(h));
    // a primitive field read as an object comes back boxed
    assertEquals(-123456, accessor("i", varHandle).getObject(h));
    accessor("text", varHandle).putObject(h, null);
    assertNull(h.text);
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void writesFinalFields(boolean varHandle) throws Exception {
    Holder h = new Holder();
    accessor("fixed", varHandle).putInt(h, 99);
    accessor("fixedText", varHandle).putObject(h, "changed");
    assertEquals(99, accessor("fixed", varHandle).getInt(h));
    assertEquals("changed", accessor("fixedText", varHandle).getObject(h));
    accessor("fixed", varHandle).putObjectOrPrimitive(h, 5);
    assertEquals(5, accessor("fixed", varHandle).getInt(h));
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void aValueOfTheWrongTypeNamesTheField(boolean varHandle) throws Exception {
    Holder h = new Holder();
    DeserializationException e =
        assertThrows(
            DeserializationException.class, () -> accessor("text", varHandle).putObject(h, 42));
    assertTrue(e.getMessage().contains("Holder.text"), e.getMessage());
    assertTrue(e.getMessage().contains("java.lang.Integer"), e.getMessage());
    assertNull(h.text);
    assertThrows(
        DeserializationException.class,
        () -> accessor("i", varHandle).putObjectOrPrimitive(h, "no"));
    assertFalse(h.z);
  }
}
