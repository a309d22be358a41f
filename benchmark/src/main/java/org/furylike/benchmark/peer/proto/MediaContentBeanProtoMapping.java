package org.furylike.benchmark.peer.proto;

import com.google.protobuf.InvalidProtocolBufferException;
import java.util.ArrayList;
import java.util.List;
import org.furylike.benchmark.data.Image;
import org.furylike.benchmark.data.ImageBean;
import org.furylike.benchmark.data.Media;
import org.furylike.benchmark.data.MediaBean;
import org.furylike.benchmark.data.MediaContentBean;
import org.furylike.benchmark.proto.ImageMsg;
import org.furylike.benchmark.proto.MediaContentMsg;
import org.furylike.benchmark.proto.MediaMsg;

/**
 * Converts {@link MediaContentBean} to and from {@link MediaContentMsg}, the schema of
 * MEDIA_CONTENT, through the beans' getters and setters.
 */
final class MediaContentBeanProtoMapping
    implements ProtoMapping<MediaContentBean, MediaContentMsg> {
  private static final Media.Player[] PLAYERS = Media.Player.values();
  private static final Image.Size[] SIZES = Image.Size.values();

  @Override
  public MediaContentMsg toMessage(MediaContentBean c) {
    MediaContentMsg.Builder b = MediaContentMsg.newBuilder();
    if (c.getMedia() != null) {
      b.setMedia(toMessage(c.getMedia()));
    }
    for (ImageBean image : c.getImages()) {
      b.addImages(toMessage(image));
    }
    return b.build();
  }

  private static MediaMsg toMessage(MediaBean m) {
    MediaMsg.Builder b =
        MediaMsg.newBuilder()
            .setUri(m.getUri())
            .setWidth(m.getWidth())
            .setHeight(m.getHeight())
            .setFormat(m.getFormat())
            .setDuration(m.getDuration())
            .setSize(m.getSize())
            .setBitrate(m.getBitrate())
            .setHasBitrate(m.isHasBitrate())
            .addAllPersons(m.getPersons())
            .setPlayerValue(m.getPlayer().ordinal());
    if (m.getTitle() != null) {
      b.setTitle(m.getTitle());
    }
    if (m.getCopyright() != null) {
      b.setCopyright(m.getCopyright());
    }
    return b.build();
  }

  private static ImageMsg toMessage(ImageBean i) {
    ImageMsg.Builder b =
        ImageMsg.newBuilder()
            .setUri(i.getUri())
            .setWidth(i.getWidth())
            .setHeight(i.getHeight())
            .setSizeValue(i.getSize().ordinal());
    if (i.getTitle() != null) {
      b.setTitle(i.getTitle());
    }
    if (i.getMedia() != null) {
      b.setMedia(toMessage(i.getMedia()));
    }
    return b.build();
  }

  @Override
  public MediaContentBean fromMessage(MediaContentMsg m) {
    MediaContentBean c = new MediaContentBean();
    c.setMedia(m.hasMedia() ? fromMessage(m.getMedia()) : null);
    int n = m.getImagesCount();
    List<ImageBean> images = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      images.add(fromMessage(m.getImages(i)));
    }
    c.setImages(images);
    return c;
  }

  private static MediaBean fromMessage(MediaMsg m) {
    MediaBean media = new MediaBean();
    media.setUri(m.getUri());
    media.setTitle(m.hasTitle() ? m.getTitle() : null);
    media.setWidth(m.getWidth());
    media.setHeight(m.getHeight());
    media.setFormat(m.getFormat());
    media.setDuration(m.getDuration());
    media.setSize(m.getSize());
    media.setBitrate(m.getBitrate());
    media.setHasBitrate(m.getHasBitrate());
    media.setPersons(new ArrayList<>(m.getPersonsList()));
    media.setPlayer(PLAYERS[m.getPlayerValue()]);
    media.setCopyright(m.hasCopyright() ? m.getCopyright() : null);
    return media;
  }

  private static ImageBean fromMessage(ImageMsg m) {
    ImageBean image = new ImageBean();
    image.setUri(m.getUri());
    image.setTitle(m.hasTitle() ? m.getTitle() : null);
    image.setWidth(m.getWidth());
    image.setHeight(m.getHeight());
    image.setSize(SIZES[m.getSizeValue()]);
    image.setMedia(m.hasMedia() ? fromMessage(m.getMedia()) : null);
    return image;
  }

  @Override
  public MediaContentMsg parse(byte[] bytes) throws InvalidProtocolBufferException {
    return MediaContentMsg.parseFrom(bytes);
  }
}
