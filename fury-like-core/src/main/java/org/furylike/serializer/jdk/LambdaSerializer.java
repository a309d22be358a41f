package org.furylike.serializer.jdk;

import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.SerializedLambda;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.exception.SerializationException;
import org.furylike.resolver.ClassInfo;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * Serializable lambdas and method references, through {@link SerializedLambda} as the JDK does.
 * Wire: the capturing class as class info (so it passes the class checks and, when registration is
 * required, must be registered), the functional interface and implementation names, then the
 * captured values as ordinary slots. Reading calls the capturing class's own {@code
 * $deserializeLambda$}, which only recreates lambdas that class contains.
 */
public final class LambdaSerializer extends Serializer<Object> {
  /**
   * The lambda class's {@code writeReplace}: reflectively for lambdas of user classes, through
   * {@code sun.reflect.ReflectionFactory} for those of JDK classes (such as {@code
   * Comparator.comparing}), whose module is not open.
   */
  private static final ClassValue<MethodHandle> WRITE_REPLACE =
      new ClassValue<>() {
        @Override
        protected MethodHandle computeValue(Class<?> type) {
          Method m = declared(type, "writeReplace");
          if (m == null) {
            return SerialInstantiator.writeReplace(type);
          }
          try {
            return MethodHandles.lookup().unreflect(m);
          } catch (IllegalAccessException e) {
            return SerialInstantiator.writeReplace(type);
          }
        }
      };

  /**
   * {@code SerializedLambda.readResolve}, which calls the capturing class's {@code
   * $deserializeLambda$} with the JDK's own access: used for lambdas captured by JDK classes.
   */
  private static final MethodHandle RESOLVE =
      SerialInstantiator.readResolve(SerializedLambda.class);

  private static final ClassValue<Method> DESERIALIZE =
      new ClassValue<>() {
        @Override
        protected Method computeValue(Class<?> type) {
          return declared(type, "$deserializeLambda$", SerializedLambda.class);
        }
      };

  /** The one serializer of every serializable lambda class. */
  public LambdaSerializer() {
    super(Object.class);
  }

  /**
   * Whether {@code cls} is the class of a serializable lambda or method reference.
   *
   * @param cls any class
   * @return whether it is a serializable lambda class
   */
  public static boolean isSerializableLambda(Class<?> cls) {
    return cls.isSynthetic()
        && cls.getName().contains("$$Lambda")
        && Serializable.class.isAssignableFrom(cls);
  }

  private static Method declared(Class<?> type, String name, Class<?>... params) {
    try {
      Method m = type.getDeclaredMethod(name, params);
      m.setAccessible(true);
      return m;
    } catch (NoSuchMethodException | RuntimeException e) {
      return null;
    }
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    SerializedLambda s = serialForm(value);
    checkCaptured(value, s);
    ClassResolver resolver = ctx.resolver();
    Class<?> capturing = capturingClass(s, value.getClass());
    resolver.writeClassInfo(ctx, resolver.getClassInfo(capturing));
    ctx.writeString(s.getFunctionalInterfaceClass());
    ctx.writeString(s.getFunctionalInterfaceMethodName());
    ctx.writeString(s.getFunctionalInterfaceMethodSignature());
    ctx.buffer().writeByte(s.getImplMethodKind());
    ctx.writeString(s.getImplClass());
    ctx.writeString(s.getImplMethodName());
    ctx.writeString(s.getImplMethodSignature());
    ctx.writeString(s.getInstantiatedMethodType());
    ctx.buffer().writeVarUint32(s.getCapturedArgCount());
    for (int i = 0; i < s.getCapturedArgCount(); i++) {
      ctx.writeRef(s.getCapturedArg(i));
    }
  }

  /**
   * Fails clearly, before anything is written, on a captured lambda that is not serializable (such
   * as the key extractor of {@code Comparator.comparing(String::length)}), as the JDK fails.
   */
  private static void checkCaptured(Object lambda, SerializedLambda s) {
    for (int i = 0; i < s.getCapturedArgCount(); i++) {
      Object arg = s.getCapturedArg(i);
      if (arg != null && arg.getClass().isHidden() && !isSerializableLambda(arg.getClass())) {
        throw new SerializationException(
            "serializable lambda "
                + lambda.getClass().getName()
                + " captures "
                + arg.getClass().getName()
                + ", a lambda that is not serializable; cast it to a Serializable functional"
                + " interface");
      }
    }
  }

  private static SerializedLambda serialForm(Object lambda) {
    MethodHandle h = WRITE_REPLACE.get(lambda.getClass());
    Object form = null;
    if (h != null) {
      try {
        form = h.invoke(lambda);
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable e) {
        throw new SerializationException(
            "cannot take the serial form of lambda " + lambda.getClass().getName(), e);
      }
    }
    if (!(form instanceof SerializedLambda)) {
      throw new SerializationException(
          "lambda " + lambda.getClass().getName() + " has no accessible serial form");
    }
    return (SerializedLambda) form;
  }

  private static Class<?> capturingClass(SerializedLambda s, Class<?> lambdaClass) {
    try {
      return Class.forName(
          s.getCapturingClass().replace('/', '.'), false, lambdaClass.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new SerializationException(
          "capturing class " + s.getCapturingClass() + " of a lambda cannot be loaded", e);
    }
  }

  @Override
  public Object read(ReadContext ctx) {
    int at = ctx.buffer().readerIndex();
    ClassInfo info = ctx.resolver().readClassInfo(ctx);
    if (info.getKind() == ClassInfo.SKIPPED || info.getKind() == ClassInfo.ARRAY) {
      throw new DeserializationException(
          "the capturing class of the lambda at offset " + at + " is not available");
    }
    Class<?> capturing = info.getCls();
    String fiClass = ctx.readString();
    String fiMethod = ctx.readString();
    String fiSignature = ctx.readString();
    int kind = ctx.buffer().readByte();
    String implClass = ctx.readString();
    String implMethod = ctx.readString();
    String implSignature = ctx.readString();
    String instantiated = ctx.readString();
    Object[] captured = new Object[ctx.readLength(1, "captured values of a lambda")];
    for (int i = 0; i < captured.length; i++) {
      captured[i] = ctx.readRef();
    }
    SerializedLambda s =
        new SerializedLambda(
            capturing,
            fiClass,
            fiMethod,
            fiSignature,
            kind,
            implClass,
            implMethod,
            implSignature,
            instantiated,
            captured);
    return deserialize(capturing, s, "at offset " + at);
  }

  private static Object deserialize(Class<?> capturing, SerializedLambda s, String where) {
    Method m = DESERIALIZE.get(capturing);
    if (m == null && RESOLVE != null && ThrowableSerializer.isJdk(capturing)) {
      return resolveJdkLambda(capturing, s, where);
    }
    if (m == null) {
      throw new DeserializationException(
          capturing.getName()
              + " named by the lambda "
              + where
              + " captures no serializable lambda");
    }
    try {
      return m.invoke(null, s);
    } catch (InvocationTargetException e) {
      throw new DeserializationException(
          capturing.getName()
              + ".$deserializeLambda$ refused the lambda "
              + where
              + ": "
              + e.getCause().getClass().getName(),
          e.getCause());
    } catch (IllegalAccessException e) {
      throw new FuryException("cannot call " + capturing.getName() + ".$deserializeLambda$", e);
    }
  }

  private static Object resolveJdkLambda(Class<?> capturing, SerializedLambda s, String where) {
    try {
      return RESOLVE.invoke(s);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new DeserializationException(
          capturing.getName() + " refused the lambda " + where + ": " + e.getClass().getName(), e);
    }
  }

  /**
   * Copies the captured values through {@code ctx} (so a lambda that captures an object being
   * copied, such as its owner, captures that object's copy), then rebuilds the lambda from its
   * serial form.
   */
  @Override
  public Object copy(CopyContext ctx, Object value) {
    SerializedLambda s = serialForm(value);
    Class<?> capturing = capturingClass(s, value.getClass());
    Object[] captured = new Object[s.getCapturedArgCount()];
    for (int i = 0; i < captured.length; i++) {
      captured[i] = ctx.copyObject(s.getCapturedArg(i));
    }
    SerializedLambda copy =
        new SerializedLambda(
            capturing,
            s.getFunctionalInterfaceClass(),
            s.getFunctionalInterfaceMethodName(),
            s.getFunctionalInterfaceMethodSignature(),
            s.getImplMethodKind(),
            s.getImplClass(),
            s.getImplMethodName(),
            s.getImplMethodSignature(),
            s.getInstantiatedMethodType(),
            captured);
    return deserialize(capturing, copy, "being copied");
  }
}
