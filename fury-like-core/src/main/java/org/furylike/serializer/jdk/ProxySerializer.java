package org.furylike.serializer.jdk;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.resolver.ClassChecker;
import org.furylike.resolver.ClassInfo;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * JDK dynamic proxies. Wire: the interface count, each interface as class info, then the invocation
 * handler as an ordinary slot. Every interface and the handler's class pass the class checks, so
 * with registration required each must be built in or registered; otherwise the proxy is refused
 * with an error naming what to register. Reading calls {@link Proxy#newProxyInstance}.
 */
public final class ProxySerializer extends Serializer<Object> {
  /** Most interfaces one proxy may name (the JDK's own limit). */
  private static final int MAX_INTERFACES = 65535;

  /** The one serializer of every JDK proxy class. */
  public ProxySerializer() {
    super(Object.class);
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    ClassResolver resolver = ctx.resolver();
    Class<?>[] interfaces = value.getClass().getInterfaces();
    ctx.buffer().writeVarUint32(interfaces.length);
    for (Class<?> i : interfaces) {
      resolver.writeClassInfo(ctx, resolver.getClassInfo(i));
    }
    ctx.writeRef(Proxy.getInvocationHandler(value));
  }

  @Override
  public Object read(ReadContext ctx) {
    int at = ctx.buffer().readerIndex();
    int n = ctx.readLength(1, "interfaces of a proxy");
    if (n == 0 || n > MAX_INTERFACES) {
      throw new DeserializationException("proxy at offset " + at + " names " + n + " interfaces");
    }
    Class<?>[] interfaces = new Class<?>[n];
    for (int i = 0; i < n; i++) {
      ClassInfo info = ctx.resolver().readClassInfo(ctx);
      Class<?> c = info.getCls();
      if (info.getKind() == ClassInfo.SKIPPED || !c.isInterface()) {
        throw new DeserializationException(
            "proxy at offset " + at + " names " + c.getName() + ", which is not an interface");
      }
      ClassChecker.checkClass(c);
      interfaces[i] = c;
    }
    Object handler = ctx.readRef();
    if (!(handler instanceof InvocationHandler)) {
      throw new DeserializationException("proxy at offset " + at + " has no invocation handler");
    }
    ClassLoader loader = interfaces[0].getClassLoader();
    try {
      return Proxy.newProxyInstance(
          loader != null ? loader : ctx.resolver().getConfig().getClassLoader(),
          interfaces,
          (InvocationHandler) handler);
    } catch (IllegalArgumentException e) {
      throw new DeserializationException(
          "proxy at offset " + at + " cannot be created: " + e.getMessage(), e);
    }
  }

  @Override
  public Object copy(CopyContext ctx, Object value) {
    return Proxy.newProxyInstance(
        value.getClass().getClassLoader(),
        value.getClass().getInterfaces(),
        ctx.copyObject(Proxy.getInvocationHandler(value)));
  }
}
