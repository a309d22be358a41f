package org.furylike.serializer.jdk;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;

/**
 * The state a {@code Throwable} keeps in the JDK classes of its hierarchy beyond message, cause,
 * stack trace and suppressed exceptions: the default serializable fields of each JDK class between
 * {@code Throwable} and the nearest JDK class (such as {@code SQLException.SQLState} or {@code
 * InterruptedIOException.bytesTransferred}), and the detail message itself when {@code getMessage}
 * is overridden to compose it (as in {@code FileSystemException}).
 *
 * <p>Wire: {@code varuint32} count, then per field its name ({@code string}) and a tag: {@code 0}
 * then the value as a full slot (primitives boxed), or {@code 1} when the value is the exception's
 * cause (so {@code InvocationTargetException.target} is not written twice). Fields are matched by
 * name, as the JDK matches them; names the reader's classes lack are skipped.
 */
final class JdkThrowableFields {
  private static final byte VALUE = 0;
  private static final byte CAUSE = 1;

  private final Class<?> type;
  private final List<JdkLayerFields> layers = new ArrayList<>();
  private final JdkLayerFields throwableLayer;
  private final int detailIndex;

  /** For {@code type}, whose nearest JDK class is {@code jdk}. */
  JdkThrowableFields(Class<?> type, Class<?> jdk) {
    this.type = type;
    for (Class<?> c = jdk; c != Throwable.class; c = c.getSuperclass()) {
      JdkLayerFields l = JdkLayerFields.of(c);
      if (l != null && l.names().length > 0) {
        layers.add(0, l);
      }
    }
    JdkLayerFields t = overridesGetMessage(type) ? JdkLayerFields.of(Throwable.class) : null;
    this.throwableLayer = t;
    this.detailIndex = t == null ? -1 : t.indexOf("detailMessage");
  }

  private static boolean overridesGetMessage(Class<?> type) {
    try {
      return type.getMethod("getMessage").getDeclaringClass() != Throwable.class;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  /** The detail message as {@code Throwable(String)} was given it, when it can be read. */
  String message(Throwable t) {
    if (detailIndex < 0) {
      return t.getMessage();
    }
    return (String) throwableLayer.get(t)[detailIndex];
  }

  void write(WriteContext ctx, Throwable t) {
    MemoryBuffer buffer = ctx.buffer();
    int count = 0;
    for (JdkLayerFields l : layers) {
      count += l.names().length;
    }
    buffer.writeVarUint32(count);
    if (count == 0) {
      return;
    }
    Throwable cause = t.getCause();
    for (JdkLayerFields l : layers) {
      Object[] values = l.get(t);
      String[] names = l.names();
      for (int i = 0; i < names.length; i++) {
        ctx.writeString(names[i]);
        if (values[i] != null && values[i] == cause) {
          buffer.writeByte(CAUSE);
        } else {
          buffer.writeByte(VALUE);
          ctx.writeRef(values[i]);
        }
      }
    }
  }

  /** Reads the fields; {@code cause} is the cause read before them (tag {@code 1}). */
  void read(ReadContext ctx, Throwable t, Object cause) {
    MemoryBuffer buffer = ctx.buffer();
    int n = ctx.readLength(3, "JDK fields of " + type.getName());
    if (n == 0) {
      return;
    }
    List<Map<String, Object>> values = new ArrayList<>();
    for (int i = 0; i < layers.size(); i++) {
      values.add(new HashMap<>());
    }
    for (int i = 0; i < n; i++) {
      String name = ctx.readString();
      byte tag = buffer.readByte();
      Object v;
      if (tag == CAUSE) {
        v = cause;
      } else if (tag == VALUE) {
        v = ctx.readRef();
      } else {
        throw new DeserializationException(
            "invalid tag "
                + tag
                + " of field "
                + name
                + " of "
                + type.getName()
                + " at offset "
                + (buffer.readerIndex() - 1));
      }
      assign(values, name, v);
    }
    for (int i = 0; i < layers.size(); i++) {
      apply(layers.get(i), t, values.get(i));
    }
  }

  private void assign(List<Map<String, Object>> values, String name, Object v) {
    for (int i = 0; i < layers.size(); i++) {
      if (layers.get(i).indexOf(name) >= 0 && !values.get(i).containsKey(name)) {
        values.get(i).put(name, v);
        return;
      }
    }
  }

  private void apply(JdkLayerFields layer, Throwable t, Map<String, Object> values) {
    try {
      layer.set(t, values);
    } catch (IllegalArgumentException | ClassCastException e) {
      throw new DeserializationException(
          "a field of "
              + layer.type().getName()
              + " in "
              + type.getName()
              + " has a value of another type in the stream",
          e);
    }
  }
}
